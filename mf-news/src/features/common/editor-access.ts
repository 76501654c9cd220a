// Who may write news on this platform, as far as the page can tell from the session: platform
// admins (any article) and members of an organisation of the platform (its articles). The server
// decides every read and write; this only hides what it would refuse.
import { usePageContext, useSession } from '@moveable/shared';

export interface EditorOrganisation {
  slug: string;
  name: string;
}

export interface EditorAccess {
  /** The session is still loading: show nothing yet rather than something that goes away. */
  loading: boolean;
  signedIn: boolean;
  /** May write some article here (admin, or member of one of the platform's organisations). */
  isEditor: boolean;
  isAdmin: boolean;
  /** The platform's organisations this person belongs to. */
  organisations: EditorOrganisation[];
  /** May edit an article of this organisation (null: the platform's own news). */
  mayEdit: (organisation: string | null) => boolean;
}

export function useEditorAccess(): EditorAccess {
  const session = useSession();
  const { platform } = usePageContext();
  const user = session.user;
  const isAdmin = user?.role === 'admin';
  const organisations = (user?.memberships ?? [])
    .filter((m) => m.organisation.platform === platform)
    .map(({ organisation }) => ({ slug: organisation.slug, name: organisation.name }));
  return {
    loading: session.status === 'loading',
    signedIn: user !== null,
    isEditor: isAdmin || organisations.length > 0,
    isAdmin,
    organisations,
    mayEdit: (organisation) => isAdmin || (organisation !== null && organisations.some((o) => o.slug === organisation)),
  };
}
