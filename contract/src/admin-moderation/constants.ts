// Moderation's limits and choices, without zod: browser code imports these.
export const MODERATION_NOTE_MAX_LENGTH = 1000;
export const DEFAULT_QUEUE_PAGE = 20;
export const MAX_QUEUE_PAGE = 100;
export const QUEUE_SORTS = ['oldest', 'most'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];
export const REPORT_SUBJECT_TYPES = ['spot', 'comment'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];
