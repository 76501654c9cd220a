// POST /api/photos (an upload for the spot about to be created: POST /spots attaches it by id) and
// POST /api/spots/:id/photos (appended to an existing spot's gallery). Both need a signed-in
// person, answered with 401 before the body is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { insertSpotPhoto, insertUnattachedPhoto } from './repository.ts';
import { receivePhoto, storePhoto } from './upload-photo.ts';
import { endpoint } from '../../http/endpoint.ts';

const photoUploadRoutes: FastifyPluginAsyncZod<{ storage: PhotoStorage }> = async (app, { storage }) => {
  app.addHook('onRequest', noStore);

  app.route({
    ...endpoint('POST /photos'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const { id: userId } = signedInUser(request);
      const received = await receivePhoto(request, app.decodeQueue);
      const photo = await storePhoto(storage, userId, received, (row) => insertUnattachedPhoto(app.db.kysely, row));
      return reply.code(201).header('location', photo.url).send(photo);
    },
  });

  app.route({
    ...endpoint('POST /spots/:id/photos'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const { id: userId } = signedInUser(request);
      const { platform } = request.ctx;
      const received = await receivePhoto(request, app.decodeQueue);
      const photo = await storePhoto(storage, userId, received, (row) =>
        app.db.kysely.transaction().execute((trx) => insertSpotPhoto(trx, platform, request.params.id, row)),
      );
      return reply.code(201).header('location', photo.url).send(photo);
    },
  });
};

export default photoUploadRoutes;
