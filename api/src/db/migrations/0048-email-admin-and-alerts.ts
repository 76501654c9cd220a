// The admin e-mail page and the organisations' alerts (issue 13).
// email_outbox: what each message is (its template and locale, 'unknown' and null for the rows
// written before), the platform it was sent for (null before: shown on every platform's page), how
// often delivery was tried, and bounced_at for a permanent SMTP rejection (5xx). The status is
// read from the columns: sent (sent_at), bounced (bounced_at), failed (error, a temporary
// failure), else pending.
// organisation_members.alerts: a member's choice of alerts for the organisation's area (off,
// immediate or daily), and alerts_since, when it was last switched on (alerts cover what is new
// after it). organisation_alert_deliveries: one row per member and alert item ('spot:12',
// 'comment:7') or digest day ('digest:2026-11-26'), written in the transaction of its outbox row:
// the primary key is what makes an alert go out exactly once across restarts and instances.
export const statements = [
  `ALTER TABLE email_outbox ADD COLUMN template text NOT NULL DEFAULT 'unknown'`,
  `ALTER TABLE email_outbox ADD COLUMN locale text`,
  `ALTER TABLE email_outbox ADD COLUMN platform text`,
  `ALTER TABLE email_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0`,
  `ALTER TABLE email_outbox ADD COLUMN bounced_at timestamptz(3)`,
  // Rows written before were tried once when they were sent or failed.
  `UPDATE email_outbox SET attempts = 1 WHERE sent_at IS NOT NULL OR error IS NOT NULL`,
  `CREATE INDEX email_outbox_template_idx ON email_outbox (template, id DESC)`,
  `ALTER TABLE organisation_members ADD COLUMN alerts text NOT NULL DEFAULT 'off' CHECK (alerts IN ('off', 'immediate', 'daily'))`,
  `ALTER TABLE organisation_members ADD COLUMN alerts_since timestamptz(3)`,
  `CREATE INDEX organisation_members_alerts_idx ON organisation_members (alerts) WHERE alerts <> 'off'`,
  `CREATE TABLE organisation_alert_deliveries (
    organisation_id bigint NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    item text NOT NULL,
    outbox_id bigint,
    at timestamptz(3) NOT NULL DEFAULT now(),
    PRIMARY KEY (organisation_id, user_id, item)
  )`,
];
