// Feeds of new spots (issue 15): GET /organisations/{slug}/spots.atom|.rss (the organisation's
// area) and /regions/{id}/spots.atom|.rss, for feed readers and town newsrooms. Feed readers send
// none of the site headers: `platform` and `lang` in the query choose the site (the headers are
// the default). Conditional requests: an ETag (the XML's hash) and Last-Modified (the newest
// entry's change); If-None-Match, else If-Modified-Since, answers 304 when nothing changed.
import {
  organisationSpotFeedPath,
  regionSpotFeedPath,
  type Locale,
  type Platform,
  type SpotFeedFormat,
  type SpotFeedQuery,
} from '@moveable/contract';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sitePageUrl } from '../../domain/site-links.ts';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { lastModified, renderSpotFeed } from './feeds.ts';
import { categoryLabels, findOrganisation, findRegion, newestSpots, type FeedArea } from './repository.ts';

/** `url` with `query` added to what it has. */
function withQuery(url: string, query: Record<string, string> = {}): string {
  const u = new URL(url);
  for (const [key, value] of Object.entries(query)) u.searchParams.set(key, value);
  return u.toString();
}

const CONTENT_TYPES: Record<SpotFeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

const spotFeedsRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const origin = publicUrl.replace(/\/+$/, '');
  const site = (request: FastifyRequest<{ Querystring: SpotFeedQuery }>): { platform: Platform; lang: Locale } => ({
    platform: request.query.platform ?? request.ctx.platform,
    lang: request.query.lang ?? request.ctx.locale,
  });

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    format: SpotFeedFormat,
    input: {
      platform: Platform;
      lang: Locale;
      place: string;
      country: string;
      pagePath: string;
      /** The page's own query (a region's: ?regionId=), besides the site's. */
      pageQuery?: Record<string, string>;
      area: FeedArea;
      feedPath: (f: SpotFeedFormat) => string;
    },
  ) {
    const [spots, labels] = await Promise.all([
      newestSpots(app.db.kysely, input.platform, input.area),
      categoryLabels(app.db.kysely, input.platform),
    ]);
    const xml = renderSpotFeed({
      format,
      platform: input.platform,
      lang: input.lang,
      place: input.place,
      pageUrl: withQuery(
        sitePageUrl(origin, { platform: input.platform, country: input.country === 'world' ? null : input.country }, input.pagePath, input.lang),
        input.pageQuery,
      ),
      feedUrls: { rss: `${origin}${input.feedPath('rss')}`, atom: `${origin}${input.feedPath('atom')}` },
      spots,
      categories: new Map(labels.map((c) => [c.id, c.labels[input.lang]])),
      publicUrl: origin,
    });
    const etag = `W/"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
    const modified = lastModified(spots);
    modified.setUTCMilliseconds(0);
    reply.header('etag', etag).header('last-modified', modified.toUTCString()).header('cache-control', 'public, max-age=300');
    const ifNoneMatch = request.headers['if-none-match'];
    const ifModifiedSince = request.headers['if-modified-since'];
    const unchanged =
      ifNoneMatch !== undefined
        ? ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
        : ifModifiedSince !== undefined && !Number.isNaN(Date.parse(ifModifiedSince)) && modified.getTime() <= Date.parse(ifModifiedSince);
    if (unchanged) return reply.code(304).send();
    return reply.type(CONTENT_TYPES[format]).send(xml as never);
  }

  const organisationFeed =
    (format: SpotFeedFormat) => async (request: FastifyRequest<{ Params: { slug: string }; Querystring: SpotFeedQuery }>, reply: FastifyReply) => {
      const { platform, lang } = site(request);
      const organisation = await findOrganisation(app.db.kysely, platform, request.params.slug);
      if (!organisation) throw notFound(`Organisation ${request.params.slug} not found`);
      return answer(request, reply, format, {
        platform,
        lang,
        place: organisation.name,
        country: organisation.country,
        pagePath: `/town/${request.params.slug}`,
        area: { organisationId: organisation.id },
        feedPath: (f) => organisationSpotFeedPath(f, request.params.slug, { platform, lang }),
      });
    };

  const regionFeed =
    (format: SpotFeedFormat) => async (request: FastifyRequest<{ Params: { id: number }; Querystring: SpotFeedQuery }>, reply: FastifyReply) => {
      const { platform, lang } = site(request);
      const region = await findRegion(app.db.kysely, platform, request.params.id);
      if (!region) throw notFound(`Region ${request.params.id} not found`);
      return answer(request, reply, format, {
        platform,
        lang,
        place: region.name,
        country: region.country,
        pagePath: '/',
        pageQuery: { regionId: String(region.id) },
        area: { regionId: region.id },
        feedPath: (f) => regionSpotFeedPath(f, region.id, { platform, lang }),
      });
    };

  app.route({ ...endpoint('GET /organisations/:slug/spots.atom'), handler: organisationFeed('atom') });
  app.route({ ...endpoint('GET /organisations/:slug/spots.rss'), handler: organisationFeed('rss') });
  app.route({ ...endpoint('GET /regions/:id/spots.atom'), handler: regionFeed('atom') });
  app.route({ ...endpoint('GET /regions/:id/spots.rss'), handler: regionFeed('rss') });
};

export default spotFeedsRoutes;
