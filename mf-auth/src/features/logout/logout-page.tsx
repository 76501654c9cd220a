// /logout: signs out (DELETE /api/_auth/session revokes the tokens and clears the cookie), says
// so, and links home. Also where spec §4 sends people whose session ran out.
import { useEffect, useState } from 'react';
import { Link, signOut, Spinner, useDocumentTitle } from '@moveable/shared';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { StatusMessage } from '../common/forms.tsx';

/** One sign-out per visit, also when React runs effects twice (StrictMode). */
let running: Promise<void> | null = null;

function signOutOnce(): Promise<void> {
  running ??= signOut()
    .catch(() => {
      // offline: cleared on this device; the server forgets the token when it expires
    })
    .finally(() => setTimeout(() => (running = null), 0));
  return running;
}

export function LogoutPage() {
  const { t } = useAuthTranslation();
  const [done, setDone] = useState(false);
  useDocumentTitle(t('logout.title'));
  useEffect(() => {
    let live = true;
    void signOutOnce().then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="mv-auth-page mv-auth-page--narrow">
      <h1>{t('logout.title')}</h1>
      {done ? null : <Spinner size="md" />}
      <StatusMessage>{done ? t('logout.done') : null}</StatusMessage>
      {done ? (
        <ul className="mv-auth-links">
          <li>
            <Link to="/">{t('logout.home')}</Link>
          </li>
          <li>
            <Link to="/login">{t('logout.signInAgain')}</Link>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
