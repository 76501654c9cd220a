// Spec §2: between spot detail and the list, home, profile, user or premium pages the saved
// position comes back on return; news detail with the news list or home alike; any other
// navigation goes to the top; a hash scrolls to its element.
export type ScrollAction = { kind: 'restore' } | { kind: 'top' } | { kind: 'hash'; id: string };

const RESTORE_GROUPS: ReadonlyArray<readonly [string, ReadonlySet<string>]> = [
  ['spots-id', new Set(['spots', 'entries', 'index', 'profile', 'users-nameOrOldId', 'premium'])],
  ['news-slug', new Set(['news', 'index'])],
];

function restores(from: string, to: string): boolean {
  return RESTORE_GROUPS.some(([detail, others]) => (from === detail && others.has(to)) || (to === detail && others.has(from)));
}

export function scrollAction(from: string | null, to: string | null, hash: string): ScrollAction {
  if (hash.length > 1) return { kind: 'hash', id: decodeURIComponent(hash.slice(1)) };
  if (from && to && restores(from, to)) return { kind: 'restore' };
  return { kind: 'top' };
}
