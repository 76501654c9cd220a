// Who is asking: platform and country from the moveable-* headers (spec §7), locale from
// accept-language. Every /api request gets `request.ctx`; a header with a value we don't know is
// a 400 naming the header, a missing one takes the default.
import { negotiateLocale, PLATFORMS, type Locale, type Platform } from '@moveable/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { badRequest } from '../http/errors.ts';

export const PLATFORM_HEADER = 'moveable-platform';
export const COUNTRY_HEADER = 'moveable-countrycode';

export interface RequestContext {
  platform: Platform;
  /** Two-letter lowercase code, or null for the worldwide variant (`world`): every country. */
  country: string | null;
  locale: Locale;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** The headers as documented in the OpenAPI document (parsing below follows the same rules). */
export const contextHeadersSchema = z.object({
  [PLATFORM_HEADER]: z.enum(PLATFORMS).default('bikeable').describe('Platform; default bikeable'),
  [COUNTRY_HEADER]: z
    .string()
    .regex(/^([a-zA-Z]{2}|world)$/)
    .default('ch')
    .describe('Two-letter country code, or "world" for every country of the platform; default ch'),
  'accept-language': z.string().optional().describe('Best match among de, fr, it, en; default de'),
});

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

export function parsePlatform(value: string | undefined): Platform {
  if (value === undefined) return 'bikeable';
  const platform = value.toLowerCase();
  if ((PLATFORMS as readonly string[]).includes(platform)) return platform as Platform;
  throw badRequest(`${PLATFORM_HEADER} must be one of ${PLATFORMS.join(', ')}`, PLATFORM_HEADER);
}

export function parseCountry(value: string | undefined): string | null {
  if (value === undefined) return 'ch';
  const country = value.toLowerCase();
  if (country === 'world') return null;
  if (/^[a-z]{2}$/.test(country)) return country;
  throw badRequest(`${COUNTRY_HEADER} must be a two-letter country code or world`, COUNTRY_HEADER);
}

export default fp(
  async function contextPlugin(app: FastifyInstance) {
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      // Answers differ by these headers: tell caches (browsers, CDNs) so.
      reply.header('vary', `${PLATFORM_HEADER}, ${COUNTRY_HEADER}, accept-language`);
      request.ctx = {
        platform: parsePlatform(headerValue(request, PLATFORM_HEADER)),
        country: parseCountry(headerValue(request, COUNTRY_HEADER)),
        // The front end's own rule (best match among de, fr, it, en; exact beats language-only; default de).
        locale: negotiateLocale(headerValue(request, 'accept-language') ?? ''),
      };
    });
  },
  { name: 'context' },
);
