// The open-data exports (issue 15): GET /spots.geojson and GET /spots.csv, every spot of the
// list's selection, newest first, streamed (export-rows.ts reads, export-stream.ts sends). Both
// are public reads like the list; any origin may fetch them (plugins/cors.ts).
import { localizePath, SPOT_CSV_MEDIA_TYPE, SPOT_GEOJSON_MEDIA_TYPE, WORLD, type SpotExportQuery } from '@moveable/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteQuery } from '../../domain/site-links.ts';
import { endpoint } from '../../http/endpoint.ts';
import { flushedCompression } from '../../http/flushed-compression.ts';
import { CSV_HEADER, csvRecord } from './export-csv.ts';
import { GEOJSON_END, GEOJSON_START, geojsonFeature } from './export-geojson.ts';
import { exportBatches } from './export-rows.ts';
import { clientGone, exportBody, type ExportFormat } from './export-stream.ts';

const FORMATS: Record<'csv' | 'geojson', ExportFormat & { mediaType: string }> = {
  csv: { name: 'csv', mediaType: SPOT_CSV_MEDIA_TYPE, start: CSV_HEADER, separator: '', record: csvRecord, end: '' },
  geojson: { name: 'geojson', mediaType: SPOT_GEOJSON_MEDIA_TYPE, start: GEOJSON_START, separator: ',', record: geojsonFeature, end: GEOJSON_END },
};

const spotExportRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const origin = new URL(publicUrl).origin;
  // A server that is shutting down ends running exports rather than waiting for them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  async function send(request: FastifyRequest, reply: FastifyReply, query: SpotExportQuery, format: ExportFormat & { mediaType: string }) {
    const { platform, country, locale } = request.ctx;
    // Set once the first batch is in: an error before it answers in JSON like any other.
    const headers = () =>
      reply
        .type(format.mediaType)
        .header(
          'content-disposition',
          `attachment; filename="${platform}-${country ?? WORLD}-spots-${new Date().toISOString().slice(0, 10)}.${format.name}"`,
        );
    // Node drops a HEAD answer's body but would still pull every batch through the stream.
    if (request.method === 'HEAD') return headers().send('');
    // A spot page's address as sitePageUrl writes it (domain/site-links.ts), its parts worked out once.
    const pages = `${origin}${localizePath('/spots', locale)}/`;
    const site = siteQuery(origin, { platform, country });
    const gone = clientGone(reply);
    const batches = exportBatches(app.db.kysely, request.ctx, query, {
      origin,
      spotUrl: (id) => `${pages}${id}${site}`,
      stopped: () => closing || gone(),
    });
    const body = await exportBody(batches, format, request.log, gone);
    return headers().send(flushedCompression(request, reply, body));
  }

  app.route({
    ...endpoint('GET /spots.geojson'),
    handler: (request, reply) => send(request, reply, request.query, FORMATS.geojson),
  });

  app.route({
    ...endpoint('GET /spots.csv'),
    handler: (request, reply) => send(request, reply, request.query, FORMATS.csv),
  });
};

export default spotExportRoutes;
