// /login (spec §2) in six modes from the query: sign in (default), ?mode=signup, ?mode=forgot,
// ?mode=reset&token=…, ?mode=invite&token=…, ?mode=confirm&token=… (the sign-up e-mail's link).
// Each mode is a page of its own (h1, title); links
// between them keep ?redirect=, so whichever way the person signs in, they return where they were.
import { useEffect, useRef, useState } from 'react';
import { parseLoginMode, type LoginMode } from '@moveable/contract';
import { Link, navigate, useHeadTexts, useLocation, useSession, type SessionState } from '@moveable/shared';
import { useAuthTranslation } from '../common/use-auth-translation.ts';
import { signInTarget } from '../common/redirect.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { ForgotForm, ResetForm } from './password-forms.tsx';
import { InviteForm } from './invite-form.tsx';
import { ConfirmEmail } from './confirm-email.tsx';
import { ProviderButtons } from './provider-buttons.tsx';

/** Codes the provider sign-in comes back with (`/login?error=…`) that have a text of their own. */
const PROVIDER_ERRORS = new Set(['access_denied', 'account_exists', 'account_blocked']);

/** /login in another mode, keeping where sign-in returns to. */
export function modePath(mode: LoginMode, redirect: string | null): string {
  const params = new URLSearchParams();
  if (mode !== 'signin') params.set('mode', mode);
  if (redirect) params.set('redirect', redirect);
  const query = params.toString();
  return `/login${query ? `?${query}` : ''}`;
}

export function LoginPage() {
  const { t } = useAuthTranslation();
  const url = useLocation();
  const session = useSession();
  // The modes are the contract's: the server names each mode's title by the same rule.
  const mode = parseLoginMode(url.searchParams.get('mode'));
  const token = url.searchParams.get('token');
  const redirect = url.searchParams.get('redirect');
  const providerError = url.searchParams.get('error');
  // document.referrer names the page the site was entered from; it does not change later.
  const [referrer] = useState(() => document.referrer);
  const target = signInTarget({ redirect, referrer, origin: location.origin });
  // Each mode's title (the shell sets it by route; the server renders it) is its heading too.
  const { pages } = useHeadTexts();
  // Another mode is another page: its heading takes the focus (the shell does so for new paths).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    heading.current?.focus();
  }, [mode]);

  /** Signed in: onboarding first when it is due (spec §2), else back where the person was. */
  const done = (signedIn: SessionState) => navigate(signedIn.showOnboarding ? '/profile' : target);

  const signedInNotice =
    session.status === 'authenticated' && session.user && (mode === 'signin' || mode === 'signup') ? (
      <div className="mv-auth-notice">
        <p>{t('login.alreadySignedIn', { name: session.user.username })}</p>
        <ul className="mv-auth-links">
          <li>
            <Link to={target}>{t('login.continue')}</Link>
          </li>
          <li>
            <Link to="/profile">{t('profile.title')}</Link>
          </li>
          <li>
            <Link to="/logout">{t('logout.action')}</Link>
          </li>
        </ul>
      </div>
    ) : null;

  return (
    <div className="mv-auth-page mv-auth-page--narrow">
      <h1 id="login-heading" ref={heading} tabIndex={-1}>
        {pages.login[mode]}
      </h1>
      {providerError ? (
        <p role="alert" className="mv-auth-form__alert">
          {t(`login.providerError.${PROVIDER_ERRORS.has(providerError) ? providerError : 'generic'}`)}
        </p>
      ) : null}
      {signedInNotice ?? (
        <>
          {mode === 'signin' && <SignInForm onSignedIn={done} />}
          {mode === 'signup' && <SignUpForm onSignedIn={done} signInPath={modePath('signin', redirect)} />}
          {mode === 'forgot' && <ForgotForm />}
          {mode === 'reset' && <ResetForm token={token} signInPath={modePath('signin', redirect)} forgotPath={modePath('forgot', redirect)} />}
          {mode === 'invite' && <InviteForm token={token} onSignedIn={done} />}
          {mode === 'confirm' && <ConfirmEmail token={token} />}
          {(mode === 'signin' || mode === 'signup') && <ProviderButtons target={target} onSignedIn={done} />}
        </>
      )}
      <nav aria-label={t('login.moreOptions')}>
        <ul className="mv-auth-links">
          {mode !== 'signin' && (
            <li>
              <Link to={modePath('signin', redirect)}>{t('login.toSignIn')}</Link>
            </li>
          )}
          {mode !== 'signup' && mode !== 'invite' && (
            <li>
              <Link to={modePath('signup', redirect)}>{t('login.toSignUp')}</Link>
            </li>
          )}
          {mode !== 'forgot' && (
            <li>
              <Link to={modePath('forgot', redirect)}>{t('login.toForgot')}</Link>
            </li>
          )}
          <li>
            <Link to="/imprint/terms">{t('login.terms')}</Link>
          </li>
          <li>
            <Link to="/imprint/privacy">{t('login.privacy')}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
