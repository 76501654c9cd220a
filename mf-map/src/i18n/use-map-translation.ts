// The map's strings in the language of the nearest page context. The i18n instance is one per
// page, but an element's lang attribute overrides the context for that element only: reading the
// locale from the context lets <moveable-map lang="fr"> speak French on a German page.
import { useTranslation } from 'react-i18next';
import { usePageContext } from '@moveable/shared';
import { MAP_NS } from './index.ts';

export function useMapTranslation() {
  const { locale } = usePageContext();
  return useTranslation(MAP_NS, { lng: locale });
}
