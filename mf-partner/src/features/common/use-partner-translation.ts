// Texts in the language of the nearest page context (an element's `lang` inside one).
import { useTranslation } from 'react-i18next';
import { usePageContext } from '@moveable/shared';

export function usePartnerTranslation() {
  const { locale } = usePageContext();
  return useTranslation('partner', { lng: locale });
}
