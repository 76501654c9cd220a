// Where the account menu's "Administration" leads: staff to the dashboard, an organisation's
// admin to that organisation's page on this platform; everyone else has no such link.
import type { Platform, User } from '@moveable/contract';

export function adminPathFor(user: Pick<User, 'role' | 'memberships'>, platform: Platform): string | null {
  if (user.role === 'admin' || user.role === 'moderator') return '/admin';
  const own = user.memberships.find((m) => m.role === 'admin' && m.organisation.platform === platform);
  return own ? `/admin/organization/${own.organisation.platform}/${own.organisation.slug}` : null;
}
