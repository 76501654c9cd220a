// The gate in front of every admin page: a spinner while the session loads, the sign-in page for
// an anonymous visitor (coming back here afterwards), a clear "no access" screen for anyone else.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Spinner, navigate, useDocumentTitle, useEmbedded, useLocation } from '@moveable/shared';
import { useAdminTranslation } from './use-admin-translation.ts';
import { useAdminAccess, type AdminNeed } from './admin-access.ts';

export function loginPathFor(here: string): string {
  return `/login?redirect=${encodeURIComponent(here)}`;
}

function NoAccess() {
  const { t } = useAdminTranslation();
  useDocumentTitle(t('access.deniedTitle'));
  return (
    <section className="ma-admin-notice" aria-labelledby="admin-no-access">
      <h1 id="admin-no-access">{t('access.deniedTitle')}</h1>
      <p>{t('access.deniedText')}</p>
      <Link to="/" className="ms-button ms-button--bright">
        {t('access.home')}
      </Link>
    </section>
  );
}

function SendToSignIn() {
  const { t } = useAdminTranslation();
  const url = useLocation();
  // Inside <moveable-admin-figures> on another site's page: never move that page; the link leads
  // to our sign-in, and from there to the dashboard.
  const embedded = useEmbedded();
  // Where we are when the gate first shows: after the navigation the location is the sign-in page.
  const [login] = useState(() => loginPathFor(embedded ? '/admin' : `${url.pathname}${url.search}`));
  useEffect(() => {
    if (!embedded) navigate(login, { replace: true });
  }, [login, embedded]);
  // Shown for the moment before the sign-in page mounts, and as a way there without script timing.
  return (
    <section className="ma-admin-notice" aria-labelledby="admin-sign-in">
      <h1 id="admin-sign-in">{t('access.signInTitle')}</h1>
      <Link to={login}>{t('access.signIn')}</Link>
    </section>
  );
}

export function AccessGate({ need, children }: { need: AdminNeed; children: ReactNode }) {
  const access = useAdminAccess(need);
  const { t } = useAdminTranslation();
  if (access === 'loading') return <Spinner size="md" label={t('access.checking')} />;
  if (access === 'anonymous') return <SendToSignIn />;
  if (access === 'denied') return <NoAccess />;
  return children;
}
