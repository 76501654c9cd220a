// PUT /users/me/avatar: upload a profile picture (multipart field "file", JPEG/PNG/WebP, at most
// 5 MB). The stored picture is a new file under a new name each time, so its URL can be cached
// for good; the previous file is removed.
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, toAvatar } from '../../images/avatar.ts';
import { badRequest, HttpError, unauthorized } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { findUser, replaceAvatarKey } from '../../domain/users/accounts.ts';
import { endpoint } from '../../http/endpoint.ts';

const TOO_LARGE = () => new HttpError(413, 'The picture is larger than 5 MB.');
const WRONG_TYPE = () => new HttpError(415, 'The picture must be a JPEG, PNG or WebP image.');

const avatarRoutes: FastifyPluginAsyncZod<{ avatars: PhotoStorage }> = async (app, { avatars }) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });

  app.route({
    ...endpoint('PUT /users/me/avatar'),
    onRequest: app.requireUser,
    handler: async (request) => {
      const { id } = signedInUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the picture as multipart/form-data with a field named file.');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest('file: send the picture in a field named file', 'file');
      if (!AVATAR_TYPES.has(part.mimetype)) {
        part.file.resume(); // drain it, or the request never ends
        throw WRONG_TYPE();
      }
      let upload: Buffer;
      try {
        upload = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw TOO_LARGE();
        throw error;
      }
      // toBuffer() does not always throw at the limit: a truncated stream means the file was larger.
      if (part.file.truncated) throw TOO_LARGE();
      const picture = await toAvatar(upload);
      if (!picture) throw WRONG_TYPE();
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
