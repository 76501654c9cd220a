// Which limit each write of the contract counts against. The type takes every non-GET route of the
// contract, so a new write does not compile until it is given a kind here (or null, with a reason).
import type { ApiRouteKey } from '@moveable/contract';
import type { WriteKind } from './write-limits.ts';

export type WriteRouteKey = Exclude<ApiRouteKey, `GET ${string}`>;

export const WRITE_ROUTE_KINDS: Record<WriteRouteKey, WriteKind | null> = {
  'POST /spots/:id/comments': 'comments',
  'POST /spots': 'spots',
  'PATCH /spots/:id': 'edits',
  'DELETE /spots/:id': 'edits',
  'POST /spots/:id/categories': 'edits',
  'POST /spots/:id/archive-delay': 'edits',
  'POST /spots/:id/fixed': 'edits',
  'PATCH /comments/:id': 'edits',
  'DELETE /comments/:id': 'edits',
  'DELETE /photos/:id': 'edits',
  'POST /spots/:id/votes': 'votes',
  'DELETE /spots/:id/votes': 'votes',
  'POST /comments/:id/votes': 'votes',
  'POST /spots/:id/fix-proposals': 'votes',
  'POST /spots/:id/reports': 'reports',
  'POST /comments/:id/reports': 'reports',
  'POST /spots/:id/official-answers': 'officialAnswers',
  'POST /photos': 'uploads',
  'POST /spots/:id/photos': 'uploads',
  'PUT /users/me/avatar': 'uploads',
  'PATCH /users/me': 'profile',
  'POST /users/current/locale': 'profile',
  'POST /users/current/country': 'profile',
  'DELETE /users/me': 'profile',
  'POST /users/invite': 'invitations',
  // Moderators and admins only; the staff factor applies.
  'PUT /users/:id/block': 'edits',
  'DELETE /users/:id/block': 'edits',
  'POST /admin/reports/resolve': 'edits',
  'POST /admin/comments/:id/hide': 'edits',
  'POST /admin/comments/:id/restore': 'edits',
  'POST /admin/spots/:id/hide': 'edits',
  'POST /admin/spots/:id/restore': 'edits',
  'POST /admin/spots/:id/merge': 'edits',
  'POST /users/confirm': 'accountLinks',
  'POST /users/invite/accept': 'accountLinks',
  'POST /auth/password/reset': 'accountLinks',
  // Limited by their own counters (plugins/rate-limit.ts): failed sign-ins, sign-ups and reset
  // requests per address, CSP reports per address.
  'POST /auth/login': null,
  'POST /users': null,
  // Its own per-IP and per-address limits (plugins/rate-limit.ts).
  'POST /newsletter/subscriptions': null,
  'POST /newsletter/confirm': 'accountLinks',
  'POST /newsletter/unsubscribe': 'accountLinks',
  'POST /newsletter/unsubscribe/one-click': 'accountLinks',
  'PUT /content/:page/:locale': 'edits',
  'POST /news': 'edits',
  'PATCH /news/:slug': 'edits',
  'DELETE /news/:slug': 'edits',
  // Platform administrators (anything) and an organisation's own administrators (its profile).
  'POST /organisations': 'edits',
  'PATCH /organisations/:slug': 'edits',
  // An organisation's administrators and the platform's (its people, its answer templates).
  'PATCH /organisations/:slug/members/:userId': 'edits',
  'DELETE /organisations/:slug/members/:userId': 'edits',
  'DELETE /organisations/:slug/invitations/:id': 'edits',
  'POST /organisations/:slug/answer-templates': 'edits',
  'PATCH /organisations/:slug/answer-templates/:id': 'edits',
  'DELETE /organisations/:slug/answer-templates/:id': 'edits',
  // Organisation administrators' webhooks; a ping is one outgoing request, limited like an edit.
  'POST /organisations/:slug/webhooks': 'edits',
  'PATCH /organisations/:slug/webhooks/:id': 'edits',
  'DELETE /organisations/:slug/webhooks/:id': 'edits',
  'POST /organisations/:slug/webhooks/:id/ping': 'edits',
  'POST /organisations/:slug/api-keys': 'edits',
  'POST /organisations/:slug/api-keys/:id/revoke': 'edits',
  // No person: an organisation API key, counted per key (plugins/rate-limit.ts apiKeyPerKey).
  'POST /open311/v2/requests.:format': null,
  'POST /open311/v2/requests/:service_request_id/answer.:format': null,
  // Administrators only; each resend is a mail, so it counts like an edit.
  'POST /admin/emails/:id/resend': 'edits',
  // A member's own alert setting.
  'PUT /organisations/:slug/alerts': 'profile',
  'POST /premium-requests': 'premiumRequests',
  // Anyone's page views (the shell's beacon), per address.
  'POST /event': 'pageViews',
  // The admin pages' geography and catalogue: platform administrators (and an organisation's own for its area).
  'PUT /organisations/:slug/area': 'edits',
  'POST /admin/regions': 'edits',
  'PATCH /admin/regions/:id': 'edits',
  'PUT /admin/regions/:id/shapes': 'edits',
  'POST /admin/categories': 'edits',
  'PATCH /admin/categories/:id': 'edits',
  'PUT /admin/categories/order': 'edits',
  'POST /auth/password/request': null,
  'POST /csp-report': null,
  // Browsers' error reports, counted per address by a limit of their own (plugins/rate-limit.ts).
  'POST /monitoring/envelope': null,
  // Session plumbing: a refresh rotates the caller's own token and a logout revokes it. Both keep
  // a session alive or end it, and a limit would sign people out; they write nothing anyone sees.
  'POST /auth/refresh': null,
  'POST /auth/logout': null,
  'DELETE /_auth/session': null,
};
