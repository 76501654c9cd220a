// PATCH /api/users/me and PUT /api/users/me/avatar: the answer is the whole user, which becomes
// the session's user at once (header, profile and onboarding follow).
import type { ProfilePatchInput } from '@moveable/contract';
import { queryClient, updateSessionUser, type ApiClient, type User } from '@moveable/shared';
import { authKeys } from '../common/auth-keys.ts';

function adopt(user: User): User {
  updateSessionUser(user);
  void queryClient.invalidateQueries({ queryKey: [...authKeys.all, 'user'] });
  return user;
}

export async function saveProfile(api: ApiClient, patch: ProfilePatchInput): Promise<User> {
  return adopt((await api.patch('/users/me', { body: patch })).data);
}

/** Spec: JPEG, PNG or WebP up to 5 MB. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export async function uploadAvatar(api: ApiClient, file: File): Promise<User> {
  const body = new FormData();
  body.append('file', file);
  return adopt((await api.put('/users/me/avatar', { body })).data);
}
