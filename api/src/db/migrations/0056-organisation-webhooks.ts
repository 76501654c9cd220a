// Organisation webhooks (issue 15). webhooks: an organisation's endpoint, the events it wants, and
// its signing secret. The secret is stored as it is: an HMAC needs the key itself (a hash of it
// signs nothing), and encrypting it with a key from the same server's configuration would keep it
// from a leaked backup only, while anyone holding the database already holds every spot and comment
// the deliveries carry. It is shown once, when the webhook is made; the API never returns it again.
// consecutive_failures counts failed attempts since the last success: at WEBHOOK_DISABLE_AFTER the
// endpoint is disabled (disabled_reason 'failures') until an administrator enables it again.
//
// webhook_deliveries is the outbox and the delivery log at once: one row per event and endpoint,
// written in the transaction of the event (a spot, a comment, a fix), so an event that happened is
// delivered and one rolled back never is. The webhook-deliveries job sends the rows that are due
// (next_attempt_at) and writes each attempt's outcome on the row: status, response code, duration,
// error, and the next attempt by the backoff schedule, or none ('failed') when it is used up.
export const statements = [
  `CREATE TABLE webhooks (
    id bigserial PRIMARY KEY,
    organisation_id bigint NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
    url text NOT NULL,
    events text[] NOT NULL,
    secret text NOT NULL,
    enabled boolean NOT NULL DEFAULT true,
    disabled_reason text CHECK (disabled_reason IN ('manual', 'failures')),
    consecutive_failures integer NOT NULL DEFAULT 0,
    created_by bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    updated_at timestamptz(3) NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX webhooks_organisation_idx ON webhooks (organisation_id)`,
  `CREATE TABLE webhook_deliveries (
    id bigserial PRIMARY KEY,
    webhook_id bigint NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    event_id uuid NOT NULL,
    event text NOT NULL,
    payload text NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz(3),
    last_attempt_at timestamptz(3),
    response_code integer,
    duration_ms integer,
    error text,
    created_at timestamptz(3) NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`,
  `CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (webhook_id, id DESC)`,
];
