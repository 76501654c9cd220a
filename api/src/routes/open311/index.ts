// Open311 GeoReport v2 (issue 15) at /api/open311/v2 (the standard's base URL; api/README.md,
// "Open311"): discovery, services (the platform's categories), service requests (spots) to read,
// POST a request with an organisation's API key, and the official-answer extension. Every answer
// is JSON or XML by the path's extension; every error, whoever raised it (validation, the rate
// limit, a handler), leaves here in the standard's shape [{ code, description }] with its status.
// Platform and country: the moveable-* headers, or jurisdiction_id "platform.country"; a write
// takes them from the key's organisation.
import formbody from '@fastify/formbody';
import {
  OFFICIAL_ANSWER_STATUSES,
  OPEN311_MAX_REQUESTS,
  OPEN311_OTHER_SERVICE,
  OPEN311_WINDOW_DAYS,
  MAX_DESCRIPTION,
  MAX_TITLE,
  officialAnswerInputSchema,
  PLATFORMS,
  plainText,
  type Open311Format,
  type Platform,
} from '@moveable/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identifyApiKey, type ApiKeyIdentity } from '../../domain/api-keys/api-key-auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { answerAsOrganisation } from './answer.ts';
import { parseW3c, w3c } from './datetime.ts';
import { CONTENT_TYPES, render, renderErrors, type Value } from './render.ts';
import { categoryBySlug, findRequests, insertRequest, listServices, type Scope } from './repository.ts';
import { toService, toServiceRequest } from './service-request.ts';

const BASE = '/open311/v2';
const DAY_MS = 24 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on Open311 writes once the api_key is known. */
    apiKey: ApiKeyIdentity | null;
  }
}

/** "bikeable.ch" → { bikeable, ch }; "accessable.world" → every country. */
export function parseJurisdiction(value: string): Scope {
  const match = /^([a-z]+)\.([a-z]{2}|world)$/.exec(value.trim().toLowerCase());
  if (!match || !(PLATFORMS as readonly string[]).includes(match[1]!)) {
    throw badRequest(`jurisdiction_id must be platform.country, e.g. bikeable.ch (platforms: ${PLATFORMS.join(', ')})`, 'jurisdiction_id');
  }
  return { platform: match[1] as Platform, country: match[2] === 'world' ? null : match[2]! };
}

const formatOf = (request: FastifyRequest): Open311Format => {
  const format = (request.params as { format?: string } | undefined)?.format;
  return format === 'xml' || (!format && /\.xml(\?|$)/.test(request.url)) ? 'xml' : 'json';
};

const send = (reply: FastifyReply, format: Open311Format, root: string, value: Value, status = 200) =>
  reply
    .code(status)
    .type(CONTENT_TYPES[format])
    .send(render(format, root, value));

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

const open311Routes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(formbody);
  app.decorateRequest('apiKey', null);
  const route = <K extends Parameters<typeof endpoint>[0]>(key: K) => endpoint(key);

  // jurisdiction_id picks platform and country like the moveable-* headers do.
  app.addHook('preValidation', async (request) => {
    const jurisdiction = (request.query as { jurisdiction_id?: unknown } | undefined)?.jurisdiction_id;
    if (typeof jurisdiction === 'string' && jurisdiction) request.ctx = { ...request.ctx, ...parseJurisdiction(jurisdiction) };
  });

  // Errors in the standard's shape and the request's format (the app's error handler made them).
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    let message = 'Error';
    try {
      message = (JSON.parse(payload) as { message?: string }).message ?? message;
    } catch {
      return payload;
    }
    const format = formatOf(request);
    reply.type(CONTENT_TYPES[format]);
    return renderErrors(format, reply.statusCode, message);
  });

  /** The key of a write (403 without a valid one), counted against its own limit. */
  const requireApiKey = async (request: FastifyRequest) => {
    const key = text((request.body as { api_key?: unknown } | undefined)?.api_key);
    if (!key) throw new HttpError(400, 'api_key is required: an API key of your organisation (mvk_…)', 'api_key');
    const identity = await identifyApiKey(app.db.kysely, key);
    if (!identity) throw forbidden('api_key is not valid (unknown or revoked)', 'invalid_api_key');
    await app.limits.apiKeyPerKey.attempt(String(identity.keyId));
    request.apiKey = identity;
  };

  const requestsOf = async (request: FastifyRequest, ids: number[]) =>
    (await findRequests(app.db.kysely, request.ctx, { ids, limit: ids.length || 1 })).map((r) => toServiceRequest(r, request.ctx.locale, publicUrl));

  const spotId = (value: string) => {
    if (!/^[1-9]\d{0,15}$/.test(value)) throw notFound(`service_request_id ${value} not found`);
    return Number(value);
  };

  app.route({
    ...route('GET /open311/v2/discovery.:format'),
    handler: async (request, reply) => {
      const base = `${publicUrl.replace(/\/$/, '')}/api${BASE}`;
      return send(reply, request.params.format, 'discovery', {
        changeset: '2026-11-27T00:00:00Z',
        contact: `${publicUrl.replace(/\/$/, '')}/partner`,
        key_service: 'API keys: the organisation page of the admin pages (organisation administrators)',
        endpoints: [
          {
            specification: 'http://wiki.open311.org/GeoReport_v2',
            url: base,
            changeset: '2026-11-27T00:00:00Z',
            type: 'production',
            formats: ['application/json', 'text/xml'],
          },
        ],
      });
    },
  });

  app.route({
    ...route('GET /open311/v2/services.:format'),
    handler: async (request, reply) => {
      const { platform, locale } = request.ctx;
      const services = (await listServices(app.db.kysely, platform)).map((row) => toService(row, locale, platform));
      return send(reply, request.params.format, 'services', [...services, toService(null, locale, platform)]);
    },
  });

  app.route({
    ...route('GET /open311/v2/services/:service_code.:format'),
    handler: async (request, reply) => {
      const { service_code: code, format } = request.params;
      const known = code === OPEN311_OTHER_SERVICE || (await categoryBySlug(app.db.kysely, request.ctx.platform, code)) !== null;
      if (!known) throw notFound(`service_code ${code} not found`);
      // Every service has metadata false: a definition without attributes.
      return send(reply, format, 'service_definition', { service_code: code, attributes: [] });
    },
  });

  app.route({
    ...route('GET /open311/v2/requests.:format'),
    handler: async (request, reply) => {
      const q = request.query;
      const ids = list(q.service_request_id);
      if (ids) {
        if (ids.length > OPEN311_MAX_REQUESTS) throw badRequest(`service_request_id lists at most ${OPEN311_MAX_REQUESTS} ids`, 'service_request_id');
        const numbers = ids.filter((id) => /^[1-9]\d{0,15}$/.test(id)).map(Number);
        return send(reply, request.params.format, 'service_requests', numbers.length ? await requestsOf(request, numbers) : []);
      }
      const statuses = list(q.status) ?? [];
      if (statuses.some((s) => s !== 'open' && s !== 'closed')) throw badRequest('status must be open, closed or open,closed', 'status');
      const closed = statuses.length === 1 ? statuses[0] === 'closed' : undefined;
      let start = q.start_date ? parseW3c('start_date', q.start_date) : undefined;
      let end = q.end_date ? parseW3c('end_date', q.end_date) : undefined;
      // The standard: 90 days by default, and a range may not span more.
      if (!start && !end) end = new Date();
      if (!start) start = new Date(end!.getTime() - OPEN311_WINDOW_DAYS * DAY_MS);
      if (!end) end = new Date(start.getTime() + OPEN311_WINDOW_DAYS * DAY_MS);
      if (end < start) throw badRequest('end_date must not be before start_date', 'end_date');
      if (end.getTime() - start.getTime() > OPEN311_WINDOW_DAYS * DAY_MS) {
        throw badRequest(`start_date and end_date may not span more than ${OPEN311_WINDOW_DAYS} days`, 'end_date');
      }
      const rows = await findRequests(app.db.kysely, request.ctx, {
        start,
        end,
        ...(closed === undefined ? {} : { closed }),
        ...(q.service_code ? { serviceCodes: list(q.service_code) ?? [] } : {}),
        limit: OPEN311_MAX_REQUESTS,
      });
      return send(
        reply,
        request.params.format,
        'service_requests',
        rows.map((r) => toServiceRequest(r, request.ctx.locale, publicUrl)),
      );
    },
  });

  app.route({
    ...route('GET /open311/v2/requests/:service_request_id.:format'),
    handler: async (request, reply) => {
      const { service_request_id: id, format } = request.params;
      const found = await requestsOf(request, [spotId(id)]);
      if (found.length === 0) throw notFound(`service_request_id ${id} not found`);
      return send(reply, format, 'service_requests', found);
    },
  });

  app.route({
    ...route('POST /open311/v2/requests.:format'),
    preHandler: requireApiKey,
    handler: async (request, reply) => {
      const key = request.apiKey!;
      const body = request.body;
      const jurisdiction = text(body.jurisdiction_id);
      if (jurisdiction) {
        const scope = parseJurisdiction(jurisdiction);
        if (scope.platform !== key.platform || (scope.country !== null && scope.country !== key.country)) {
          throw badRequest(`jurisdiction_id must be ${key.platform}.${key.country}, the jurisdiction of this key`, 'jurisdiction_id');
        }
      }
      const code = text(body.service_code);
      if (!code) throw badRequest('service_code is required (GET services.json lists them)', 'service_code');
      const category = code === OPEN311_OTHER_SERVICE ? null : await categoryBySlug(app.db.kysely, key.platform, code);
      if (code !== OPEN311_OTHER_SERVICE && !category) throw badRequest(`service_code ${code} is not a service of ${key.platform}`, 'service_code');
      const lat = text(body.lat);
      const lng = text(body.long);
      if (lat === null || lng === null) {
        throw badRequest(
          text(body.address_string) || text(body.address_id)
            ? 'lat and long are required: this server does not geocode address_string or address_id'
            : 'lat and long are required',
          'lat',
        );
      }
      const latitude = Number(lat);
      const longitude = Number(lng);
      if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) throw badRequest('lat must be a latitude in degrees (WGS84)', 'lat');
      if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) throw badRequest('long must be a longitude in degrees (WGS84)', 'long');
      const description = text(body.description) ?? '';
      const attributeTitle = text(body['attribute[title]']);
      const [firstLine = '', ...rest] = description.split(/\r?\n/);
      const title = (attributeTitle ?? firstLine).trim();
      const remainder = attributeTitle ? description : rest.join('\n').trim();
      if (!title) throw badRequest('description is required (its first line is the title), or attribute[title]', 'description');
      // The rules of a spot made on the site: plain text, the same lengths.
      const titleField = attributeTitle ? 'attribute[title]' : 'description';
      const checkedTitle = plainText(titleField, 1, MAX_TITLE).safeParse(title);
      if (!checkedTitle.success) throw badRequest(`${checkedTitle.error.issues[0]!.message} (the title)`, titleField);
      const checkedDescription = plainText('description', 0, MAX_DESCRIPTION).safeParse(remainder);
      if (!checkedDescription.success) throw badRequest(checkedDescription.error.issues[0]!.message, 'description');
      const id = await insertRequest(app.db.kysely, {
        platform: key.platform,
        country: key.country,
        title: checkedTitle.data,
        description: checkedDescription.data,
        lat: latitude,
        lng: longitude,
        address: text(body.address_string),
        category,
        apiKeyId: key.keyId,
        requester: {
          email: text(body.email),
          first_name: text(body.first_name),
          last_name: text(body.last_name),
          phone: text(body.phone),
        },
      });
      return send(
        reply,
        request.params.format,
        'service_requests',
        [{ service_request_id: String(id), service_notice: `Published on ${key.platform} for ${key.organisationName}`, account_id: null }],
        201,
      );
    },
  });

  app.route({
    ...route('POST /open311/v2/requests/:service_request_id/answer.:format'),
    preHandler: requireApiKey,
    handler: async (request, reply) => {
      const key = request.apiKey!;
      const { service_request_id: raw, format } = request.params;
      const id = spotId(raw);
      const body = request.body;
      const status = text(body.status);
      if (!status || !(OFFICIAL_ANSWER_STATUSES as readonly string[]).includes(status)) {
        throw badRequest(`status must be one of ${OFFICIAL_ANSWER_STATUSES.join(', ')}`, 'status');
      }
      const expected = text(body.expected_datetime);
      const parsed = officialAnswerInputSchema.safeParse({
        organisationId: key.organisationId,
        status,
        text: body.status_notes ?? '',
        plannedFor: expected ? w3c(parseW3c('expected_datetime', expected)).slice(0, 10) : null,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.path[0] === 'text' ? 'status_notes' : issue.path[0] === 'plannedFor' ? 'expected_datetime' : String(issue.path[0] ?? '');
        throw badRequest(`${field}: ${issue.message}`, field);
      }
      await answerAsOrganisation(app.db.kysely, key.platform, id, parsed.data);
      const scope = { ...request.ctx, platform: key.platform, country: null };
      const rows = await findRequests(app.db.kysely, scope, { ids: [id], limit: 1 });
      return send(
        reply,
        format,
        'service_requests',
        rows.map((r) => toServiceRequest(r, request.ctx.locale, publicUrl)),
        201,
      );
    },
  });
};

export default open311Routes;
