import { useTranslation } from 'react-i18next';
import { Link, usePageContext, themeFor, useRoute, assetUrl, assetBase, config, useLocation, useSession } from '@moveable/shared';
import { LanguageSwitch } from './language-switch.tsx';
import type { Owner } from '../routes/route-table.ts';

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
  const route = useRoute();
  const theme = themeFor(platform);
  return (
    <header className="shell-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Link to="/" className="shell-brand">
        <img src={assetUrl(theme.assets.mascot, assetBase())} alt="" width={40} height={40} />
        <span>{theme.name}</span>
      </Link>
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
      <LanguageSwitch />
      {deployed.has('mf-auth') ? <Account /> : null}
    </header>
  );
}

// The account area's few styles live here, beside it (the shell's stylesheet knows the other lists).
const ACCOUNT_LIST = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem 1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;
const AVATAR = { borderRadius: '50%', objectFit: 'cover', verticalAlign: 'middle' } as const;

/** Pages that a sign-in should not return to. */
const NO_RETURN = new Set(['login', 'logout', 'close']);

/**
 * Who is signed in: picture and name linking to /profile, and a way to sign out; signed out, the
 * login link, which brings the person back to this page afterwards.
 */
function Account() {
  const { t } = useTranslation('shared');
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
  return (
    <nav aria-label={ts('account')} className="shell-account">
      <ul style={ACCOUNT_LIST}>
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
        <li>
          <Link to="/logout" className="shell-logout">
            {t('nav.logout')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
