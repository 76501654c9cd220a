// Who may open which admin page, read from the session the shell already has. The server decides
// every read and write on its own (api/README.md, "Roles"); this only chooses between the page,
// the way to sign in and the "no access" screen, so that nobody meets a page of 403s.
import type { User } from '@moveable/contract';
import { useSession } from '@moveable/shared';

/** What a page asks for: staff (moderators and admins), admins only, or one organisation's admins. */
export type AdminNeed = { kind: 'staff' } | { kind: 'admin' } | { kind: 'organisation'; platform: string; slug: string };

export type AdminAccess = 'loading' | 'anonymous' | 'denied' | 'allowed';

export function allows(user: User, need: AdminNeed): boolean {
  if (user.role === 'admin') return true;
  if (need.kind === 'staff') return user.role === 'moderator';
  if (need.kind === 'admin') return false;
  return user.memberships.some((m) => m.organisation.platform === need.platform && m.organisation.slug === need.slug);
}

export function useAdminAccess(need: AdminNeed): AdminAccess {
  const session = useSession();
  if (session.status === 'loading') return 'loading';
  if (!session.user) return 'anonymous';
  return allows(session.user, need) ? 'allowed' : 'denied';
}
