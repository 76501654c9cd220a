// What the audit log records (issue 13): the subjects and every action of the admin pages, one
// list for the server that writes the lines and the pages that name them in four languages.
export const AUDIT_SUBJECT_TYPES = ['spot', 'comment', 'user', 'organisation', 'category', 'region', 'email'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const AUDIT_ACTIONS = [
  'spot.hide',
  'spot.restore',
  'spot.merge',
  'comment.hide',
  'comment.restore',
  'reports.dismiss',
  'user.block',
  'user.unblock',
  'organisation.area',
  'organisation.member.role',
  'organisation.member.remove',
  'organisation.invitation.revoke',
  'organisation.template.create',
  'organisation.template.update',
  'organisation.template.delete',
  'organisation.webhook.create',
  'organisation.webhook.update',
  'organisation.webhook.delete',
  'organisation.apikey.create',
  'organisation.apikey.revoke',
  'category.create',
  'category.update',
  'category.move',
  'region.create',
  'region.update',
  'region.shapes',
  'email.resend',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const DEFAULT_AUDIT_PAGE = 20;
export const MAX_AUDIT_PAGE = 100;

/**
 * A spot's audit history: a view of the admin route (`/admin?view=history&spot={id}`; the spec
 * names one admin route), linked from the spot's page for moderators and from the queue.
 */
export const SPOT_HISTORY_VIEW = 'history';
export const spotHistoryPath = (spotId: number): string => `/admin?view=${SPOT_HISTORY_VIEW}&spot=${spotId}`;
