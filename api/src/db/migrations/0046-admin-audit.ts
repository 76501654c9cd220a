// The audit log of the admin pages (issue 13): every action of a moderator or administrator (hide,
// restore, merge, block, an organisation's members, categories, regions, a resent e-mail), with
// who, what, when and the subject's state before and after. No foreign keys: the log outlives
// what it is about (a merged spot, a deleted account), like news_audit and organisation_audit.
export const statements = [
  `CREATE TABLE admin_audit (
    id bigserial PRIMARY KEY,
    at timestamptz(3) NOT NULL DEFAULT now(),
    actor_id bigint,
    platform text NOT NULL,
    action text NOT NULL,
    subject_type text NOT NULL CHECK (subject_type IN ('spot', 'comment', 'user', 'organisation', 'category', 'region', 'email')),
    subject_id bigint NOT NULL,
    spot_id bigint,
    before jsonb,
    after jsonb,
    note text
  )`,
  `CREATE INDEX admin_audit_platform_idx ON admin_audit (platform, at DESC, id DESC)`,
  `CREATE INDEX admin_audit_spot_idx ON admin_audit (spot_id, at DESC, id DESC) WHERE spot_id IS NOT NULL`,
  `CREATE INDEX admin_audit_subject_idx ON admin_audit (subject_type, subject_id, at DESC)`,
];
