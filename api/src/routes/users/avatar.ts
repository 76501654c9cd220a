// PUT /users/me/avatar: upload a profile picture (multipart field "file", at most 5 MB). The checks
// and the answers are the photos' (plugins/multipart.ts for the form, images/upload-errors.ts for
// the image): the same codes, statuses and messages, each naming `file`. The stored picture is a
// new file under a new name each time, so its URL can be cached for good; the previous file is
// removed.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/errors.ts';
import { AVATAR_MAX_BYTES, toAvatar } from '../../images/avatar.ts';
import { busy, uploadError } from '../../images/upload-errors.ts';
import multipartPlugin, { readUploadForm } from '../../plugins/multipart.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { findUser, replaceAvatarKey } from '../../domain/users/accounts.ts';
import { endpoint } from '../../http/endpoint.ts';

const AVATAR_FORM_LIMITS = { fileSize: AVATAR_MAX_BYTES };

const avatarRoutes: FastifyPluginAsyncZod<{ avatars: PhotoStorage }> = async (app, { avatars }) => {
  await app.register(multipartPlugin, AVATAR_FORM_LIMITS);

  app.route({
    ...endpoint('PUT /users/me/avatar'),
    onRequest: app.requireUser,
    handler: async (request) => {
      const { id } = signedInUser(request);
      if (app.decodeQueue.full) throw busy(app.decodeQueue.retryAfterSeconds());
      const form = await readUploadForm(request, AVATAR_FORM_LIMITS);
      let picture: Buffer;
      try {
        picture = await toAvatar(form.file, app.decodeQueue);
      } catch (error) {
        throw uploadError(error);
      }
      const key = `${id}-${randomBytes(8).toString('hex')}.webp`;
      await avatars.write(key, picture);
      const previous = await replaceAvatarKey(app.db.kysely, id, key);
      if (previous) await avatars.remove(previous);
      const user = await findUser(app.db.kysely, id);
      if (!user) throw unauthorized('This account no longer exists.', 'token_invalid');
      return { data: user };
    },
  });
};

export default avatarRoutes;
