// Texts in the language of the nearest page context (an element's lang wins over the page's).
import { useTranslation } from 'react-i18next';
import { usePageContext } from '@moveable/shared';

export function useAuthTranslation() {
  const { locale } = usePageContext();
  return useTranslation('auth', { lng: locale });
}
