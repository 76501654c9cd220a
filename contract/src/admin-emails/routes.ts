import { bearerSecurity, errorSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import {
  emailIdParamsSchema,
  emailMessageSchema,
  emailPageSchema,
  emailPreviewParamsSchema,
  emailPreviewSchema,
  emailQuerySchema,
  emailTemplatesSchema,
} from './schemas.ts';

const denied = { 401: errorSchema, 403: errorSchema };

export const adminEmailRoutes = {
  'GET /admin/emails': {
    summary: "The platform's outgoing mail, newest first: search by address, filter by template and status (administrators)",
    tags: ['admin'],
    security: bearerSecurity,
    querystring: emailQuerySchema,
    response: { 200: emailPageSchema, 400: errorSchema, ...denied },
  },
  'GET /admin/emails/:id': {
    summary: 'One message with its bodies and headers (administrators)',
    tags: ['admin'],
    security: bearerSecurity,
    params: emailIdParamsSchema,
    response: { 200: emailMessageSchema, 400: errorSchema, ...denied, 404: errorSchema },
  },
  'POST /admin/emails/:id/resend': {
    summary: 'Sends a failed or bounced message again (administrators)',
    description:
      'The message is reset to pending (its error and bounce cleared, its tries kept) and delivered again; the audit log keeps the status before (email.resend). 409 `email_not_resendable` when it is not failed or bounced.',
    tags: ['admin'],
    security: bearerSecurity,
    params: emailIdParamsSchema,
    response: { 200: emailMessageSchema, 400: errorSchema, ...denied, 404: errorSchema, 409: errorSchema },
  },
  'GET /admin/email-templates': {
    summary: 'Every template of mail the platform sends, and the languages of their previews (administrators)',
    tags: ['admin'],
    security: bearerSecurity,
    response: { 200: emailTemplatesSchema, ...denied },
  },
  'GET /admin/email-templates/:template/:locale': {
    summary: 'A template rendered with sample data in one language: subject, text and HTML (administrators)',
    tags: ['admin'],
    security: bearerSecurity,
    params: emailPreviewParamsSchema,
    response: { 200: emailPreviewSchema, 400: errorSchema, ...denied },
  },
} satisfies RouteTable;
