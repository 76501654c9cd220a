// @moveable/shared/testing: test helpers more than one package uses. Tests only: never imported
// by runtime code, never built. (i18n.ts is the shared package's own helper: it registers a
// cleanup hook when imported, so it is not re-exported here.)
export { createRouteHarness, resetPage, testApi, type OwnRoute, type RouteHarness, type RouteHarnessOptions } from './render-route.tsx';
export { fakeJwt } from './jwt.ts';
export { translationProblems } from './translation-check.ts';
export { loadAllLanguages } from './languages.ts';
export { apiAs, DEMO_PASSWORD, DEMO_PEOPLE, signInPage, signOutPage, type DemoPerson } from './demo-people.ts';
