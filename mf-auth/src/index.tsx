// single-spa lifecycles of mf-auth: the shell mounts it for the routes it owns.
import { createLifecycles } from '@moveable/shared';
import { App } from './routes.tsx';
import { registerTranslations } from './i18n/index.ts';

registerTranslations();

export const { bootstrap, mount, unmount } = createLifecycles(App);
