import { useTranslation } from 'react-i18next';
import { Link, usePageContext, themeFor, useRoute, assetUrl, assetBase, config, useLocation, useSession } from '@moveable/shared';
import { LanguageSwitch } from './language-switch.tsx';
import { MenuSheet } from './menu-sheet.tsx';
import { adminPathFor } from './admin-link.ts';
import type { Owner } from '@moveable/contract';

interface NavItem {
  to: string;
  route: string;
  owner: Owner;
  label: string;
}

const NAV: readonly NavItem[] = [
  { to: '/map', route: 'map', owner: 'mf-map', label: 'nav.map' },
  { to: '/spots', route: 'spots', owner: 'mf-spots', label: 'nav.spots' },
  { to: '/addSpot', route: 'addSpot', owner: 'mf-spots', label: 'nav.addSpot' },
  { to: '/news', route: 'news', owner: 'mf-news', label: 'nav.news' },
  { to: '/partner', route: 'partner', owner: 'mf-partner', label: 'nav.partner' },
];

export function Header({ deployed }: { deployed: ReadonlySet<Owner> }) {
  const { t } = useTranslation('shared');
  const { platform } = usePageContext();
  const theme = themeFor(platform);
  const account = deployed.has('mf-auth') ? <Account adminDeployed={deployed.has('mf-admin')} /> : null;
  // Wide screens show navigation, languages and account in the header; phones show them in the
  // menu sheet (shell.css decides which, so nothing jumps while the page loads).
  return (
    <header className="shell-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Link to="/" className="shell-brand">
        <img src={assetUrl(theme.assets.mascot, assetBase())} alt="" width={40} height={40} />
        <span>{theme.name}</span>
      </Link>
      <MainNav deployed={deployed} />
      <LanguageSwitch />
      {account}
      <MenuSheet>
        <MainNav deployed={deployed} />
        <LanguageSwitch />
        {account}
      </MenuSheet>
    </header>
  );
}

function MainNav({ deployed }: { deployed: ReadonlySet<Owner> }) {
  const { t } = useTranslation('shared');
  const route = useRoute();
  return (
    <nav aria-label={t('nav.main')} className="shell-nav">
      <ul>
        {NAV.filter((item) => deployed.has(item.owner)).map((item) => (
          <li key={item.route}>
            <Link to={item.to} aria-current={route?.name === item.route ? 'page' : undefined}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const AVATAR = { borderRadius: '50%', objectFit: 'cover', verticalAlign: 'middle' } as const;

/** Pages that a sign-in should not return to. */
const NO_RETURN = new Set(['login', 'logout', 'close']);

/**
 * Who is signed in: picture and name linking to /profile, and a way to sign out; signed out, the
 * login link, which brings the person back to this page afterwards.
 */
function Account({ adminDeployed }: { adminDeployed: boolean }) {
  const { t } = useTranslation('shared');
  const { platform } = usePageContext();
  const { t: ts } = useTranslation('session');
  const session = useSession();
  const route = useRoute();
  const url = useLocation();
  // Nothing until the session is known: no "log in" flashing up for someone who is signed in.
  if (session.status === 'loading') return <div className="shell-account" />;
  if (session.status === 'anonymous' || !session.user) {
    const back = route && !NO_RETURN.has(route.name) ? `?redirect=${encodeURIComponent(url.pathname + url.search)}` : '';
    return (
      <div className="shell-account">
        <Link to={`/login${back}`} className="shell-login" aria-current={route?.name === 'login' ? 'page' : undefined}>
          {t('nav.login')}
        </Link>
      </div>
    );
  }
  const { user } = session;
  const avatar = user.avatarUrl ? new URL(user.avatarUrl, config.apiBase).href : null;
  const admin = adminDeployed ? adminPathFor(user, platform) : null;
  return (
    <nav aria-label={ts('account')} className="shell-account">
      <ul>
        <li>
          <Link
            to="/profile"
            className="shell-account__profile"
            aria-current={route?.name === 'profile' ? 'page' : undefined}
            title={ts('signedInAs', { name: user.username })}
          >
            {avatar ? <img src={avatar} alt="" width={28} height={28} style={AVATAR} /> : null} <span>{user.username}</span>
          </Link>
        </li>
        {admin ? (
          <li>
            <Link to={admin} className="shell-admin" aria-current={route?.name.startsWith('admin') ? 'page' : undefined}>
              {t('nav.admin')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/logout" className="shell-logout">
            {t('nav.logout')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
