// The OpenAPI document: generated from the route schemas, structurally valid, every $ref resolves.
import { SPOT_EXPORT_COLUMNS, SPOT_EXPORT_PROPERTIES } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: { enum?: string[] };
}
interface Operation {
  parameters?: Parameter[];
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { required?: string[] }> };
}

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.app.close());

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, refs));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the public paths', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/categories',
        '/api/_nuxt_icon/{collection}',
        '/api/health',
        '/api/map/clusters',
        '/api/organisations/{slug}',
        '/api/photos/{id}',
        '/api/regions',
        '/api/regions/{id}',
        '/api/spots',
        '/api/spots.csv',
        '/api/spots.geojson',
        '/api/spots/nearby',
        '/api/spots/legacy/{oldId}',
        '/api/spots/{id}',
        '/api/spots/{id}/share.jpg',
        '/api/users/{nameOrOldId}/spots',
        // spot writes (docs/spots-write-api.md)
        '/api/spots/{id}/archive-delay',
        '/api/spots/{id}/categories',
        '/api/spots/{id}/viewer',
        '/api/spots/{id}/votes',
        '/api/spots/{id}/fix-proposals',
        '/api/spots/{id}/fixed',
        '/api/spots/{id}/comments',
        '/api/spots/{id}/reports',
        '/api/spots/{id}/official-answers',
        '/api/spots/{id}/photos',
        '/api/comments/{id}',
        '/api/comments/{id}/votes',
        '/api/comments/{id}/reports',
        '/api/photos',
        // accounts (docs/accounts-api.md)
        '/api/_auth/session',
        '/api/jwt/refresh',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/refresh',
        '/api/auth/providers',
        '/api/auth/password/request',
        '/api/auth/password/reset',
        '/api/avatars/{file}',
        '/api/users',
        '/api/users/confirm',
        '/api/users/current/country',
        '/api/users/current/locale',
        '/api/users/invite',
        '/api/users/invite/accept',
        '/api/users/me',
        '/api/users/me/avatar',
        '/api/users/me/export',
        '/api/users/{nameOrOldId}',
        '/api/users/{id}/block',
        // content pages and the newsletter (issue 11)
        '/api/content/{page}',
        '/api/content/{page}/{locale}',
        '/api/content/{page}/{locale}/revisions',
        '/api/content/{page}/{locale}/revisions/{id}',
        '/api/newsletter/subscriptions',
        '/api/newsletter/confirm',
        '/api/newsletter/unsubscribe',
        '/api/newsletter/unsubscribe/one-click',
        // news
        '/api/news',
        '/api/news.atom',
        '/api/news.rss',
        '/api/news/drafts',
        '/api/news/{slug}',
        '/api/news/{slug}/source',
        '/api/news/{slug}/share.jpg',
        // partners and towns (issue 12)
        '/api/organisations',
        '/api/organisations/areas',
        '/api/organisations/{slug}/statistics',
        '/api/organisations/{slug}/official-answers',
        '/api/premium-requests',
        // the admin pages (issue 13)
        '/api/admin/audit',
        '/api/organisations/{slug}/members',
        '/api/organisations/{slug}/members/{userId}',
        '/api/organisations/{slug}/invitations',
        '/api/organisations/{slug}/invitations/{id}',
        '/api/organisations/{slug}/answer-templates',
        '/api/organisations/{slug}/answer-templates/{id}',
        // organisation API keys and Open311 GeoReport v2 (issue 15)
        '/api/organisations/{slug}/api-keys',
        '/api/organisations/{slug}/api-keys/{id}/revoke',
        '/api/open311/v2/discovery.{format}',
        '/api/open311/v2/services.{format}',
        '/api/open311/v2/services/{service_code}.{format}',
        '/api/open311/v2/requests.{format}',
        '/api/open311/v2/requests/{service_request_id}.{format}',
        '/api/open311/v2/requests/{service_request_id}/answer.{format}',
        '/api/admin/dashboard',
        '/api/organisations/{slug}/area',
        '/api/admin/regions',
        '/api/admin/regions/{id}',
        '/api/admin/regions/{id}/shapes',
        '/api/admin/categories',
        '/api/admin/categories/{id}',
        '/api/admin/categories/order',
        '/api/admin/reports',
        '/api/admin/reports/resolve',
        '/api/admin/comments/{id}/hide',
        '/api/admin/comments/{id}/restore',
        '/api/admin/spots/{id}/hide',
        '/api/admin/spots/{id}/restore',
        '/api/admin/spots/{id}/merge',
        '/api/admin/emails',
        '/api/admin/emails/{id}',
        '/api/admin/emails/{id}/resend',
        '/api/admin/email-templates',
        '/api/admin/email-templates/{template}/{locale}',
        '/api/organisations/{slug}/alerts',
        // platform services (issue 14)
        '/api/monitoring/envelope',
        // page-view analytics (issue 14)
        '/api/event',
        // feeds of new spots and organisation webhooks (issue 15)
        '/api/organisations/{slug}/spots.atom',
        '/api/organisations/{slug}/spots.rss',
        '/api/regions/{id}/spots.atom',
        '/api/regions/{id}/spots.rss',
        '/api/organisations/{slug}/webhooks',
        '/api/organisations/{slug}/webhooks/{id}',
        '/api/organisations/{slug}/webhooks/{id}/deliveries',
        '/api/organisations/{slug}/webhooks/{id}/ping',
      ].sort(),
    );
  });

  it('every operation is well formed: responses, parameters with name/in/schema, path parameters declared', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const method of Object.keys(item)) {
        expect(METHODS).toContain(method);
        const op = item[method]!;
        expect(Object.keys(op.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const code of Object.keys(op.responses)) expect(code).toMatch(/^([1-5]\d\d|default)$/);
        for (const p of op.parameters ?? []) {
          expect(p).toMatchObject({
            name: expect.any(String),
            in: expect.stringMatching(/^(query|path|header|cookie)$/),
            schema: expect.any(Object),
          });
          if (p.in === 'path') expect(p.required).toBe(true);
        }
        const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(pathParams.sort()).toEqual(templated.sort());
      }
    }
  });

  it('every $ref points at a component that exists', () => {
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
    }
  });

  it('documents the spot list query, its response and errors from the zod schemas', () => {
    const op = doc.paths['/api/spots']!.get!;
    const names = (op.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    for (const q of [
      'regionId',
      'famed',
      'fixed',
      'officialAnswer',
      'archived',
      'categoryIds',
      'begin',
      'end',
      'bbox',
      'sort',
      'near',
      'hasPhoto',
      'organisation',
      'limit',
      'cursor',
    ]) {
      expect(names).toContain(`query:${q}`);
    }
    expect(names).toContain('header:moveable-platform');
    expect(names).toContain('header:moveable-countrycode');
    expect(op.parameters?.find((p) => p.name === 'sort')?.schema.enum).toEqual(['date', 'votes', 'comments', 'distance']);
    expect(JSON.stringify(op.responses['200'])).toContain('SpotPage');
    expect(JSON.stringify(op.responses['400'])).toContain('Error');
    const summary = doc.components.schemas['SpotSummary']!;
    expect(summary.required).toEqual(expect.arrayContaining(['id', 'legacyId', 'famed', 'location', 'address', 'coverPhoto', 'createdAt']));
    expect(summary.required).not.toContain('distance');
  });

  it('documents both exports: the list filters, the media types, the property set and the CSV columns', () => {
    const filters = ['regionId', 'famed', 'fixed', 'officialAnswer', 'archived', 'categoryIds', 'begin', 'end', 'bbox', 'hasPhoto', 'organisation'];
    const media = { '/api/spots.geojson': 'application/geo+json; charset=utf-8', '/api/spots.csv': 'text/csv; charset=utf-8; header=present' };
    for (const [path, type] of Object.entries(media)) {
      const op = doc.paths[path]!.get!;
      const queries = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(queries.sort()).toEqual([...filters].sort());
      const ok = op.responses['200'] as { content: Record<string, { schema: unknown }> };
      expect(Object.keys(ok.content)).toEqual([type]);
      expect(JSON.stringify(op.responses['400'])).toContain('Error');
    }
    const csv = doc.paths['/api/spots.csv']!.get!.responses['200'] as { description: string };
    expect(csv.description).toContain(`header row: ${SPOT_EXPORT_COLUMNS.join(',')}.`);
    expect(csv.description).toContain('apostrophe');
    const properties = doc.components.schemas['SpotExportProperties'] as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(properties.properties)).toEqual(SPOT_EXPORT_PROPERTIES);
    expect(properties.required).toEqual(SPOT_EXPORT_PROPERTIES);
    expect(JSON.stringify(doc.paths['/api/spots.geojson']!.get!.responses['200'])).toContain('SpotFeatureCollection');
  });

  it('the photo, avatar, health and openapi routes need no context headers', () => {
    for (const path of ['/api/photos/{id}', '/api/avatars/{file}']) {
      const names = (doc.paths[path]!.get!.parameters ?? []).map((p) => p.name);
      expect(names).not.toContain('moveable-platform');
    }
  });

  it('declares the bearer and cookie schemes, and which operations need a bearer token', () => {
    const schemes = (doc.components as { securitySchemes?: Record<string, unknown> }).securitySchemes;
    expect(Object.keys(schemes ?? {}).sort()).toEqual(['bearer', 'sessionCookie']);
    const secured = (path: string, method: string) => JSON.stringify((doc.paths[path]![method] as { security?: unknown }).security ?? null);
    expect(secured('/api/users/me', 'get')).toContain('bearer');
    expect(secured('/api/users/me/export', 'get')).toContain('bearer');
    expect(secured('/api/auth/login', 'post')).toBe('null');
    expect(secured('/api/spots', 'get')).toBe('null');
  });
});
