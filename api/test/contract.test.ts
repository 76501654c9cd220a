// The contract (@moveable/contract) is the one declaration of the API: the server registers
// exactly its routes, validates and serialises with its schemas, and writes its OpenAPI document
// from them; the browser's types are the same schemas' types. Adding a field to
// spotSummarySchema therefore changes the document and the browser's SpotSummary at once, and
// the server does not compile until the field has its SQL column (domain/spots/summary.ts).
import { apiRoutes, spotSummarySchema, type ApiReply, type RouteDefinition, type SpotSummary as ContractSpotSummary } from '@moveable/contract';
import type { SpotSummary as BrowserSpotSummary } from '@moveable/shared';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

// Compile-time equality (typecheck fails when the two types differ in any field).
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const browserTypeIsTheSchemasType: Equal<BrowserSpotSummary, z.output<typeof spotSummarySchema>> = true;
const contractTypeIsTheSchemasType: Equal<ContractSpotSummary, z.output<typeof spotSummarySchema>> = true;
const listReplyItemIsASummary: Equal<ApiReply<'GET', '/spots'>['items'][number], ContractSpotSummary> = true;
void [browserTypeIsTheSchemasType, contractTypeIsTheSchemasType, listReplyItemIsASummary];

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
}

const routes = Object.entries(apiRoutes as Record<string, RouteDefinition>).map(([key, definition]) => {
  const [method, path] = key.split(' ') as [string, string];
  return { key, method, path, definition };
});
const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.get('/api/openapi.json')).body;
});
afterAll(() => t.app.close());

describe('the server registers exactly the routes of the contract', () => {
  it.each(routes.map((r) => [r.key, r] as const))('%s is registered', (_key, route) => {
    expect(t.app.hasRoute({ method: route.method as 'GET', url: `/api${route.path}` })).toBe(true);
  });

  it('every documented operation is a route of the contract, and every visible route is documented', () => {
    const documented = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((operation) => operation !== 'GET /api/openapi.json')
      .sort();
    const visible = routes
      .filter((r) => !r.definition.hide)
      .map((r) => `${r.method} ${openApiPath(r.path)}`)
      .sort();
    expect(documented).toEqual(visible);
  });
});

describe('one schema for the wire: OpenAPI document, serialiser and browser types', () => {
  const fields = Object.keys(spotSummarySchema.shape).sort();

  it('the document describes SpotSummary with exactly the fields of the schema', () => {
    expect(Object.keys(doc.components.schemas['SpotSummary']?.properties ?? {}).sort()).toEqual(fields);
    expect(doc.components.schemas['SpotSummary']?.required?.sort()).toEqual(
      fields.filter((f) => !spotSummarySchema.shape[f as keyof typeof spotSummarySchema.shape].safeParse(undefined).success),
    );
  });

  it('the list answers summaries with exactly the fields of the schema (distance only when sorted by it)', async () => {
    const page = await t.get('/api/spots?limit=50');
    expect(page.body.items.length).toBe(50);
    for (const item of page.body.items) expect(Object.keys(item).sort()).toEqual(fields.filter((f) => f !== 'distance'));
    const near = await t.get('/api/spots?sort=distance&near=47.3779,8.5403&limit=5');
    for (const item of near.body.items) expect(Object.keys(item).sort()).toEqual(fields);
  });

  it('the detail and nearby answers carry every summary field too', async () => {
    const list = await t.get('/api/spots?limit=1');
    const detail = await t.get(`/api/spots/${list.body.items[0].id}`);
    expect(Object.keys(detail.body)).toEqual(expect.arrayContaining(fields.filter((f) => f !== 'distance')));
    const nearby = await t.get('/api/spots/nearby?lat=47.3779&lng=8.5403&radius=500&limit=3');
    for (const item of nearby.body.items) expect(Object.keys(item).sort()).toEqual(fields);
  });
});
