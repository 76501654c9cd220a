// /appredirect (spec §2, no header or footer): a link in mails and on posters that sends a phone to
// the platform's entry in its app store (APP_LINKS) and everyone else to the home page. While the
// store opens, the page says where the visitor is going and offers the way home.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, config, navigate, useDocumentTitle, usePageContext } from '@moveable/shared';
import { parseAppLinks, storeKindOf, storeLinkFor } from './store-link.ts';

export function AppRedirectPage() {
  const { t } = useTranslation('shell');
  const { platform } = usePageContext();
  const link = storeLinkFor(parseAppLinks(config.appLinks), platform, navigator.userAgent, navigator.maxTouchPoints);
  useDocumentTitle(t('appRedirect.title', { platform }));
  useEffect(() => {
    if (link) location.replace(link);
    else navigate('/', { replace: true });
  }, [link]);
  if (!link) return null;
  const store = storeKindOf(navigator.userAgent, navigator.maxTouchPoints) === 'ios' ? 'App Store' : 'Google Play';
  return (
    <div className="shell-close">
      <h1>{t('appRedirect.title', { platform })}</h1>
      <p>
        <a href={link}>{t('appRedirect.toStore', { store })}</a>
      </p>
      <p>
        <Link to="/">{t('appRedirect.home')}</Link>
      </p>
    </div>
  );
}
