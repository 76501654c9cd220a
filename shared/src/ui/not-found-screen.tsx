// The 404 of spec §2 ('Page not found' and the path), for every micro-frontend's routes, users,
// spots or pages it cannot show: one screen, one title, whichever app draws it.
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen.tsx';
import { routePath, useLocation } from '../runtime/router.ts';
import { useDocumentTitle } from '../runtime/document-title.ts';

export function NotFoundScreen() {
  const { t } = useTranslation('shared');
  const url = useLocation();
  useDocumentTitle(t('error.notFound'));
  const message = t('error.notFoundPath', { path: routePath(url.pathname) });
  return <ErrorScreen error={{ statusCode: 404 }} message={message} headingLevel={1} size="medium" />;
}
