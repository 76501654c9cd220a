// The frame of every admin page: the admin sections as a navigation (the current one marked for
// screen readers too), then the page with its one h1.
import type { ReactNode } from 'react';
import { Link, useLocation, useRoute, useSession } from '@moveable/shared';
import { useAdminTranslation } from './use-admin-translation.ts';
import { CATALOGUE_VIEW, viewOf } from './admin-views.ts';

interface Section {
  route: string;
  /** The view of the route (`?view=`), null for the route itself. */
  view: string | null;
  to: string;
  label: string;
  adminOnly: boolean;
}

const SECTIONS: readonly Section[] = [
  { route: 'admin', view: null, to: '/admin', label: 'nav.dashboard', adminOnly: false },
  { route: 'admin-emails', view: null, to: '/admin/emails', label: 'nav.emails', adminOnly: true },
  { route: 'admin-organization-create', view: null, to: '/admin/organization/create', label: 'nav.newOrganisation', adminOnly: true },
  { route: 'admin', view: CATALOGUE_VIEW, to: `/admin?view=${CATALOGUE_VIEW}`, label: 'nav.catalogue', adminOnly: true },
];

export function AdminFrame({ children }: { children: ReactNode }) {
  const { t } = useAdminTranslation();
  const route = useRoute();
  const view = viewOf(useLocation().search);
  const { user } = useSession();
  const sections = SECTIONS.filter((s) => !s.adminOnly || user?.role === 'admin');
  return (
    <div className="ma-admin">
      {user?.role === 'admin' || user?.role === 'moderator' ? (
        <nav className="ma-admin-nav" aria-label={t('nav.label')}>
          <ul>
            {sections.map((s) => (
              <li key={s.to}>
                <Link to={s.to} aria-current={route?.name === s.route && view === s.view ? 'page' : undefined}>
                  {t(s.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="ma-admin-page">{children}</div>
    </div>
  );
}
