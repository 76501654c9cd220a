// The 404 of spec §2 ('Page not found' and the path) for routes and pages this app can't show.
import { ErrorScreen, routePath, useDocumentTitle, useLocation } from '@moveable/shared';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation('shared');
  const url = useLocation();
  useDocumentTitle(t('error.notFound'));
  const message = t('error.notFoundPath', { path: routePath(url.pathname) });
  return <ErrorScreen error={{ statusCode: 404 }} message={message} headingLevel={1} size="medium" />;
}
