// Texts in the language of the nearest page context.
import { useTranslation } from 'react-i18next';
import { usePageContext } from '@moveable/shared';

export function useNewsTranslation() {
  const { locale } = usePageContext();
  return useTranslation('news', { lng: locale });
}
