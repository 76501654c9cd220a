// Accounts: sign-up, the signed-in person's account (profile, picture, preferences, export,
// deletion), invitations, blocking by moderators, and public profiles. Every route that changes
// something needs a signed-in user and acts on that user only (or, for invitations and blocks,
// checks the actor's role).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../http/no-store.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import avatarRoutes from './avatar.ts';
import blockRoutes from './block.ts';
import deletionRoutes from './deletion.ts';
import exportRoutes from './export.ts';
import inviteRoutes from './invite.ts';
import meRoutes from './me.ts';
import preferencesRoutes from './preferences.ts';
import profileRoutes from './profile.ts';
import signUpRoutes from './sign-up.ts';

export interface UsersRoutesOptions {
  avatars: PhotoStorage;
  photos: PhotoStorage;
  cookieSecure: boolean;
}

const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', noStore);
  await app.register(signUpRoutes);
  await app.register(meRoutes);
  await app.register(preferencesRoutes);
  await app.register(avatarRoutes, { avatars: options.avatars });
  await app.register(exportRoutes);
  await app.register(deletionRoutes, options);
  await app.register(inviteRoutes);
  await app.register(blockRoutes);
  await app.register(profileRoutes);
};

export default usersRoutes;
