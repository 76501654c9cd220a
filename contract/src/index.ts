// @moveable/contract: what browser and server agree on, declared once.
//
// The server imports everything: the route table it registers, the schemas it validates and
// serialises with (and writes its OpenAPI document from). The browser imports the rules and
// constants (through @moveable/shared, so they exist once per page) and types only; the package
// has no side effects, so a bundle keeps just what it uses and no schema reaches the page.
export * from './rules/platform.ts';
export * from './rules/locale.ts';
export * from './rules/locale-domains.ts';
export * from './rules/country.ts';
export * from './rules/same-site-path.ts';
export * from './rules/cookies.ts';
export * from './rules/preferences.ts';
export * from './rules/contact.ts';
export * from './pages/index.ts';

export * from './spots/constants.ts';
export * from './users/constants.ts';
export * from './content-pages/constants.ts';
export * from './newsletter/constants.ts';
export * from './news/constants.ts';
export * from './organisations/constants.ts';
export * from './answer-templates/constants.ts';
export * from './organisation-api-keys/constants.ts';
export * from './admin-audit/constants.ts';
export * from './icons/constants.ts';
export * from './admin-dashboard/constants.ts';
export * from './admin-emails/constants.ts';
export * from './organisation-alerts/constants.ts';
export * from './spot-feeds/constants.ts';
export * from './webhooks/constants.ts';
export * from './monitoring/constants.ts';
export * from './analytics/constants.ts';

export * from './route.ts';
export * from './routes.ts';
export * from './client-types.ts';
export * from './check-response.ts';
export * from './openapi-names.ts';

export * from './http/common-schemas.ts';
export * from './http/params.ts';
export * from './http/plain-text.ts';
export * from './spots/schemas.ts';
export * from './spots/export-schemas.ts';
export * from './spots/write-schemas.ts';
export * from './comments/schemas.ts';
export * from './votes/schemas.ts';
export * from './reports/schemas.ts';
export * from './official-answers/schemas.ts';
export * from './map/schemas.ts';
export * from './categories/schemas.ts';
export * from './regions/schemas.ts';
export * from './organisations/schemas.ts';
export * from './organisations/areas.ts';
export * from './photos/schemas.ts';
export * from './users/schemas.ts';
export * from './auth/schemas.ts';
export * from './content-pages/schemas.ts';
export * from './newsletter/schemas.ts';
export * from './news/schemas.ts';
export * from './premium/schemas.ts';
export * from './admin-audit/schemas.ts';
export * from './icons/schemas.ts';
export * from './organisation-members/schemas.ts';
export * from './answer-templates/schemas.ts';
export * from './organisation-api-keys/schemas.ts';
export * from './open311/schemas.ts';
export * from './admin-dashboard/schemas.ts';
export * from './analytics/schemas.ts';
export * from './admin-geo/schemas.ts';
export * from './admin-geo/geometry.ts';
export * from './admin-geo/constants.ts';
export * from './admin-moderation/constants.ts';
export * from './admin-moderation/schemas.ts';
export * from './admin-emails/schemas.ts';
export * from './organisation-alerts/schemas.ts';
export * from './webhooks/schemas.ts';
export { spotFeedQuerySchema, type SpotFeedQuery } from './spot-feeds/routes.ts';
export { healthSchema } from './health/routes.ts';
export { CSP_REPORT_CONTENT_TYPES } from './security/routes.ts';
