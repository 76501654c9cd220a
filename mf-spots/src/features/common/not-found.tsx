// The 404 of spec §2 ('Page not found' and the path) for routes and spots this app can't show.
import { ErrorScreen, routePath, useLocation } from '@moveable/shared';
import { useDocumentTitle } from '@moveable/shared';
import { useSpotsTranslation } from './use-spots-translation.ts';

export function NotFound() {
  const { t } = useSpotsTranslation();
  const url = useLocation();
  useDocumentTitle(t('notFound'));
  return <ErrorScreen error={{ statusCode: 404 }} message={`${t('notFound')}: ${routePath(url.pathname)}`} headingLevel={1} size="medium" />;
}
