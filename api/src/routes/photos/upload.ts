// POST /api/photos (an upload for the spot about to be created: POST /spots attaches it by id) and
// POST /api/spots/:id/photos (appended to an existing spot's gallery). Both need a signed-in
// person, answered with 401 before the body is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../http/params.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { bearerSecurity, errorSchema } from '../schemas.ts';
import { insertSpotPhoto, insertUnattachedPhoto } from './repository.ts';
import { uploadedPhotoSchema } from './schemas.ts';
import { receivePhoto, storePhoto } from './upload-photo.ts';

const FORM = 'multipart/form-data: `file` (JPEG, PNG, WebP or HEIC, at most 10 MB and 40 megapixels), `showsFix` (true/false, optional)';
const errors = { 400: errorSchema, 401: errorSchema, 413: errorSchema, 415: errorSchema } as const;

const photoUploadRoutes: FastifyPluginAsyncZod<{ storage: PhotoStorage }> = async (app, { storage }) => {
  app.addHook('onRequest', noStore);

  app.post(
    '/photos',
    {
      onRequest: app.requireUser,
      schema: {
        summary: `Upload a photo for a spot you are about to add (not attached yet). ${FORM}`,
        tags: ['photos'],
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 201: uploadedPhotoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id: userId } = signedInUser(request);
      const received = await receivePhoto(request);
      const photo = await storePhoto(storage, userId, received, (row) => insertUnattachedPhoto(app.db.kysely, row));
      return reply.code(201).header('location', photo.url).send(photo);
    },
  );

  app.post(
    '/spots/:id/photos',
    {
      onRequest: app.requireUser,
      schema: {
        summary: `Add a photo to a spot's gallery (appended). ${FORM}`,
        tags: ['photos'],
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: z.object({ id: idParam('id') }),
        response: { 201: uploadedPhotoSchema, ...errors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { id: userId } = signedInUser(request);
      const { platform } = request.ctx;
      const received = await receivePhoto(request);
      const photo = await storePhoto(storage, userId, received, (row) =>
        app.db.kysely.transaction().execute((trx) => insertSpotPhoto(trx, platform, request.params.id, row)),
      );
      return reply.code(201).header('location', photo.url).send(photo);
    },
  );
};

export default photoUploadRoutes;
