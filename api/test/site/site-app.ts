// The test app most site tests share: the API serving a fixture site (fixture-site.ts), made
// before a file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { fixtureSite, type FixtureSite } from './fixture-site.ts';

export interface SiteApp {
  readonly t: TestApp;
  readonly site: FixtureSite;
}

export function useSiteApp(): SiteApp {
  const state = {} as { t: TestApp; site: FixtureSite };
  beforeAll(async () => {
    state.site = await fixtureSite();
    state.t = await createTestApp({ siteDir: state.site.dir, importmapPath: state.site.importmapPath });
  });
  afterAll(async () => {
    await state.t?.app.close();
    await state.site?.remove();
  });
  return state;
}
