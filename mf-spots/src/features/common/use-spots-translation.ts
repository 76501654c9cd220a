// Texts in the language of the nearest page context, not only the page's: a <moveable-spots
// lang="fr"> on a German page speaks French (the element's lang overrides the context).
import { useTranslation } from 'react-i18next';
import { usePageContext } from '@moveable/shared';

export function useSpotsTranslation() {
  const { locale } = usePageContext();
  return useTranslation('spots', { lng: locale });
}
