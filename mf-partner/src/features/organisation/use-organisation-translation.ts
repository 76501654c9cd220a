// The organisation page's texts (the part i18n/organisation/, section "organisation") in the page's
// language.
import { useTranslation } from 'react-i18next';
import { usePageContext } from '@moveable/shared';

export function useOrganisationTranslation() {
  const { locale } = usePageContext();
  return useTranslation('partner', { lng: locale, keyPrefix: 'organisation' });
}
