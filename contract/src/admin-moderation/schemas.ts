// Moderation (issue 13): the queue of reported spots and comments, hiding and restoring them with
// a note to the author, dismissing reports, and merging a duplicate spot into the one kept.
import { z } from 'zod';
import { idNumber, intParam } from '../http/params.ts';
import { plainText } from '../http/plain-text.ts';
import { apiSchemas } from '../openapi-names.ts';
import { DEFAULT_QUEUE_PAGE, MAX_QUEUE_PAGE, MODERATION_NOTE_MAX_LENGTH, QUEUE_SORTS, REPORT_SUBJECT_TYPES } from './constants.ts';

const person = z.object({ id: z.number().int(), username: z.string() }).nullable().describe('null: the account was deleted');
const author = z
  .object({ id: z.number().int(), username: z.string(), blocked: z.boolean().describe('Blocked by a moderator: cannot sign in or write') })
  .nullable()
  .describe('null: the account was deleted');

export const reportedItemSchema = z
  .object({
    subjectType: z.enum(REPORT_SUBJECT_TYPES),
    subjectId: z.number().int().describe('The spot id, or the comment id'),
    spot: z.object({
      id: z.number().int(),
      title: z.string(),
      hidden: z.boolean(),
      gone: z.boolean().describe('Deleted or merged since (history only)'),
    }),
    comment: z
      .object({ id: z.number().int(), excerpt: z.string().describe('The first 200 characters, plain text'), hidden: z.boolean() })
      .nullable()
      .describe('null: the report is about the spot'),
    author: author.describe("The reported spot's or comment's author"),
    count: z.number().int().describe('How many reports the subject has (open ones in the queue, resolved ones in the history)'),
    firstReportedAt: z.iso.datetime(),
    lastReportedAt: z.iso.datetime(),
    reports: z.array(
      z.object({
        id: z.number().int(),
        reason: z.string().describe('Plain text as the reporter typed it'),
        reporter: person,
        createdAt: z.iso.datetime(),
        resolvedAt: z.iso.datetime().nullable(),
      }),
    ),
  })
  .register(apiSchemas, { id: 'ReportedItem' });
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const reportQueueSchema = z
  .object({
    items: z.array(reportedItemSchema),
    nextOffset: z.number().int().nullable().describe('Pass back as `offset` for the next page; null on the last page'),
  })
  .register(apiSchemas, { id: 'ReportQueue' });
export type ReportQueue = z.infer<typeof reportQueueSchema>;

export const reportQueueQuerySchema = z.object({
  resolved: z
    .enum(['true', 'false'], { error: 'resolved must be true or false' })
    .transform((v) => v === 'true')
    .default(false)
    .describe('false (default): the open queue; true: the history of resolved reports'),
  sort: z
    .enum(QUEUE_SORTS, { error: `sort must be one of ${QUEUE_SORTS.join(', ')}` })
    .default('oldest')
    .describe('oldest: the longest-waiting subject first; most: the most reported first'),
  limit: intParam('limit', 1, MAX_QUEUE_PAGE).default(DEFAULT_QUEUE_PAGE),
  offset: intParam('offset', 0, 100_000).default(0),
});
export type ReportQueueQuery = z.output<typeof reportQueueQuerySchema>;

export const hideBodySchema = z.object(
  { note: plainText('note', 1, MODERATION_NOTE_MAX_LENGTH).describe('Why it was hidden: shown to the author') },
  { error: 'The body must be a JSON object with note' },
);
export type HideBody = z.infer<typeof hideBodySchema>;

export const moderationStateSchema = z
  .object({
    subjectType: z.enum(REPORT_SUBJECT_TYPES),
    subjectId: z.number().int(),
    spotId: z.number().int(),
    hidden: z.boolean(),
    hiddenAt: z.iso.datetime().nullable(),
    note: z.string().nullable(),
    resolvedReports: z.number().int().describe('Open reports this action resolved'),
  })
  .register(apiSchemas, { id: 'ModerationState' });
export type ModerationState = z.infer<typeof moderationStateSchema>;

export const dismissBodySchema = z.object(
  {
    subjectType: z.enum(REPORT_SUBJECT_TYPES, { error: `subjectType must be one of ${REPORT_SUBJECT_TYPES.join(', ')}` }),
    subjectId: idNumber('subjectId must be a positive integer', 'bigint'),
    note: plainText('note', 1, MODERATION_NOTE_MAX_LENGTH).optional().describe('Why the reports were dismissed (audit log only)'),
  },
  { error: 'The body must be a JSON object with subjectType and subjectId' },
);
export type DismissBody = z.infer<typeof dismissBodySchema>;

export const dismissedSchema = z
  .object({ resolvedReports: z.number().int().describe('Open reports resolved (0: there were none)') })
  .register(apiSchemas, { id: 'DismissedReports' });

export const mergeBodySchema = z.object(
  {
    into: idNumber('into must be the id of the spot to keep', 'bigint'),
    note: plainText('note', 1, MODERATION_NOTE_MAX_LENGTH).optional(),
  },
  { error: 'The body must be a JSON object with into' },
);
export type MergeBody = z.infer<typeof mergeBodySchema>;

export const mergeResultSchema = z
  .object({
    keptId: z.number().int(),
    mergedId: z.number().int(),
    moved: z.object({
      votes: z.number().int().describe('Votes added to the kept spot (a person who voted on both counts once)'),
      comments: z.number().int(),
      photos: z.number().int(),
      fixProposals: z.number().int(),
      officialAnswers: z.number().int(),
      reports: z.number().int(),
    }),
  })
  .register(apiSchemas, { id: 'MergeResult' });
export type MergeResult = z.infer<typeof mergeResultSchema>;
