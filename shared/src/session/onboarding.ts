import type { User } from './types.ts';

/** Spec §2: onboarding is shown while the person's firstLogin is null. */
export function showOnboarding(user: Pick<User, 'firstLogin'> | null | undefined): boolean {
  return user != null && user.firstLogin === null;
}
