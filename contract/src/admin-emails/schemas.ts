// The admin page of e-mails (issue 13): the outbox with each message's status, one message with
// its bodies, and the previews of every template in every language.
import { z } from 'zod';
import { idParam, intParam } from '../http/params.ts';
import { apiSchemas } from '../openapi-names.ts';
import { LOCALES } from '../rules/locale.ts';
import { EMAIL_STATUSES, EMAIL_TEMPLATE_FILTERS, EMAIL_TEMPLATES, MAX_EMAIL_PAGE, DEFAULT_EMAIL_PAGE } from './constants.ts';

export const emailSummarySchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    template: z.string().describe("One of EMAIL_TEMPLATES, or 'unknown' for messages older than the column"),
    locale: z.enum(LOCALES).nullable(),
    status: z.enum(EMAIL_STATUSES),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
    bouncedAt: z.iso.datetime().nullable(),
    attempts: z.number().int().describe('Delivery tries so far'),
    error: z.string().nullable().describe("The last delivery failure: the SMTP server's answer"),
  })
  .register(apiSchemas, { id: 'EmailSummary' });
export type EmailSummary = z.infer<typeof emailSummarySchema>;

export const emailMessageSchema = emailSummarySchema
  .extend({
    text: z.string(),
    html: z.string().describe('The HTML part as sent; show it only in a sandboxed frame'),
    headers: z.record(z.string(), z.string()),
  })
  .register(apiSchemas, { id: 'EmailMessage' });
export type EmailMessage = z.infer<typeof emailMessageSchema>;

export const emailPageSchema = z
  .object({
    items: z.array(emailSummarySchema),
    nextCursor: z.string().nullable().describe('Pass back as `cursor` for the next page; null on the last page'),
  })
  .register(apiSchemas, { id: 'EmailPage' });
export type EmailPage = z.infer<typeof emailPageSchema>;

export const emailQuerySchema = z.object({
  q: z.string().trim().max(200, { error: 'q must be at most 200 characters' }).optional().describe('Part of the recipient address'),
  template: z.enum(EMAIL_TEMPLATE_FILTERS, { error: `template must be one of ${EMAIL_TEMPLATE_FILTERS.join(', ')}` }).optional(),
  status: z.enum(EMAIL_STATUSES, { error: `status must be one of ${EMAIL_STATUSES.join(', ')}` }).optional(),
  limit: intParam('limit', 1, MAX_EMAIL_PAGE).default(DEFAULT_EMAIL_PAGE),
  cursor: z.string().max(300, { error: 'cursor is not valid' }).optional().describe('nextCursor of the previous page'),
});
export type EmailQuery = z.output<typeof emailQuerySchema>;

export const emailIdParamsSchema = z.object({ id: idParam('id', 'bigint') });

export const emailTemplatesSchema = z
  .object({ templates: z.array(z.enum(EMAIL_TEMPLATES)), locales: z.array(z.enum(LOCALES)) })
  .register(apiSchemas, { id: 'EmailTemplates' });
export type EmailTemplates = z.infer<typeof emailTemplatesSchema>;

export const emailPreviewParamsSchema = z.object({
  template: z.enum(EMAIL_TEMPLATES, { error: `template must be one of ${EMAIL_TEMPLATES.join(', ')}` }),
  locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` }),
});

export const emailPreviewSchema = z
  .object({
    template: z.enum(EMAIL_TEMPLATES),
    locale: z.enum(LOCALES),
    subject: z.string(),
    text: z.string(),
    html: z.string().describe('Rendered with sample data; show it only in a sandboxed frame'),
  })
  .register(apiSchemas, { id: 'EmailPreview' });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
