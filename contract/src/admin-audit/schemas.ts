// The audit log of the admin pages (issue 13): who did what to which subject, when, with the
// subject before and after; the dashboard shows the newest lines, a spot's history view its own.
import { z } from 'zod';
import { intParam } from '../http/params.ts';
import { apiSchemas } from '../openapi-names.ts';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, DEFAULT_AUDIT_PAGE, MAX_AUDIT_PAGE } from './constants.ts';

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    actor: z.object({ id: z.number().int(), username: z.string().nullable() }).nullable().describe('null: done by the platform itself (a job)'),
    action: z.enum(AUDIT_ACTIONS).describe('What was done'),
    subjectType: z.enum(AUDIT_SUBJECT_TYPES),
    subjectId: z.number().int(),
    spotId: z.number().int().nullable().describe('The spot the action concerns, if any'),
    before: z.unknown().describe('The subject before the action (its fields that changed); null if it did not exist'),
    after: z.unknown().describe('The subject after the action; null if it is gone'),
    note: z.string().nullable().describe('The note the moderator gave'),
  })
  .register(apiSchemas, { id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({
    items: z.array(auditEntrySchema),
    nextCursor: z.string().nullable().describe('Pass back as `cursor` for the next page; null on the last page'),
  })
  .register(apiSchemas, { id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditQuerySchema = z.object({
  spotId: intParam('spotId', 1, Number.MAX_SAFE_INTEGER).optional().describe("Only this spot's lines"),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES, { error: `subjectType must be one of ${AUDIT_SUBJECT_TYPES.join(', ')}` }).optional(),
  subjectId: intParam('subjectId', 1, Number.MAX_SAFE_INTEGER).optional().describe('With subjectType: one subject'),
  limit: intParam('limit', 1, MAX_AUDIT_PAGE).default(DEFAULT_AUDIT_PAGE),
  cursor: z.string().max(300, { error: 'cursor is not valid' }).optional().describe('nextCursor of the previous page'),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
