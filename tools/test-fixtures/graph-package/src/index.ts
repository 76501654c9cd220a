import { i18n } from '@moveable/shared';
import { describe } from './helper.ts';

export const pages = {
  detail: () => import(/* moveable-route: spots-id, entries-oldId */ './detail-page.ts'),
};
export const translations = (lng: string) => import(`./i18n/${lng}.json`);
export const later = () => import('./later.ts');
export const language = () => `${i18n.language}: ${describe('index')}`;
