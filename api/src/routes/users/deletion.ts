// DELETE /users/me: self-service account deletion (until now it took an e-mail to the team).
// Needs the password or a sign-in younger than 10 minutes; see deletion-repository.ts for what
// "anonymise" and "delete" do.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmItIsThem } from '../../auth/recent-sign-in.ts';
import { clearSessionCookie } from '../../auth/session-cookie.ts';
import { unauthorized } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { removePhotoFiles } from '../../storage/photo-files.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { deleteAccount, unreferencedPhotoKeys } from './deletion-repository.ts';
import { endpoint } from '../../http/endpoint.ts';

interface DeletionOptions {
  avatars: PhotoStorage;
  photos: PhotoStorage;
  cookieSecure: boolean;
}

const deletionRoutes: FastifyPluginAsyncZod<DeletionOptions> = async (app, { avatars, photos, cookieSecure }) => {
  app.route({
    ...endpoint('DELETE /users/me'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      await confirmItIsThem(app, request, request.body.password);
      const { id } = signedInUser(request);
      const deleted = await deleteAccount(app.db.kysely, id, request.body.spots);
      if (!deleted) throw unauthorized('This account no longer exists.', 'token_invalid');
      await app.sessions.announce(deleted.endedSessions);
      clearSessionCookie(reply, { secure: cookieSecure });
      // Files after the commit: a rollback must never leave rows pointing at removed files.
      app.background.run('remove files of a deleted account', async () => {
        if (deleted.avatarKey) await avatars.remove(deleted.avatarKey);
        const sized = deleted.photoFiles.filter((f) => f.variants.length > 0);
        for (const file of sized) await removePhotoFiles(photos, file.storageKey, file.variants);
        const single = deleted.photoFiles.filter((f) => f.variants.length === 0).map((f) => f.storageKey);
        for (const key of await unreferencedPhotoKeys(app.db.kysely, [...new Set(single)])) await photos.remove(key);
      });
      request.log.info({ userId: id, mode: request.body.spots }, 'account deleted');
      return reply.code(204).send(null);
    },
  });
};

export default deletionRoutes;
