// Texts of the 'admin' namespace in the page's language.
import { useTranslation } from 'react-i18next';
import { usePageContext } from '@moveable/shared';

export function useAdminTranslation() {
  const { locale } = usePageContext();
  return useTranslation('admin', { lng: locale });
}
