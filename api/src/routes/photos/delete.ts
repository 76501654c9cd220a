// DELETE /api/photos/:id: the uploader, the spot's author, a moderator or an admin. The row goes
// in a transaction (the cover photo follows by trigger), the files after it committed: a failure
// in between leaves unreachable files, never a row without its files.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { removePhotoFiles } from '../../storage/photo-files.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { isModerator } from '../../domain/spots/responsibility.ts';
import { deletePhotoRow, lockPhotoForDelete } from './repository.ts';
import { endpoint } from '../../http/endpoint.ts';

const photoDeleteRoutes: FastifyPluginAsyncZod<{ storage: PhotoStorage }> = async (app, { storage }) => {
  app.route({
    ...endpoint('DELETE /photos/:id'),
    onRequest: [app.requireUser, noStore],
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const { id } = request.params;
      const removed = await app.db.kysely.transaction().execute(async (trx) => {
        const photo = await lockPhotoForDelete(trx, id);
        // Attached photos are scoped like their spot: deleted or another platform's is not found.
        if (!photo || (photo.spot && (photo.spot.deleted || photo.spot.platform !== request.ctx.platform))) throw notFound(`Photo ${id} not found`);
        const isUploader = photo.uploaderId !== null && photo.uploaderId === actor.id;
        const isSpotAuthor = photo.spot?.authorId != null && photo.spot.authorId === actor.id;
        if (!isUploader && !isSpotAuthor && !isModerator(actor)) {
          throw forbidden("Only the photo's uploader, the spot's author, a moderator or an administrator may delete this photo.", 'forbidden');
        }
        await deletePhotoRow(trx, id);
        return photo;
      });
      await removePhotoFiles(storage, removed.storageKey, removed.variants).catch((error: unknown) =>
        request.log.warn({ err: error, storageKey: removed.storageKey }, 'photo files not removed'),
      );
      return reply.code(204).send(null);
    },
  });
};

export default photoDeleteRoutes;
