// Official-answer templates (issue 13): texts an organisation keeps per language for its members'
// answers, in an order its administrators choose. They go with the organisation. Also an index for
// an organisation's pending invitations (its admin page lists them), which before read every token.
export const statements = [
  `CREATE TABLE organisation_answer_templates (
    id bigserial PRIMARY KEY,
    organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
    locale text NOT NULL CHECK (locale IN ('de', 'fr', 'it', 'en')),
    title text NOT NULL,
    text text NOT NULL,
    position integer NOT NULL CHECK (position >= 0),
    created_at timestamptz(3) NOT NULL DEFAULT now(),
    updated_at timestamptz(3) NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX organisation_answer_templates_order_idx ON organisation_answer_templates (organisation_id, locale, position, id)`,
  `CREATE INDEX one_time_tokens_invitations_idx ON one_time_tokens (organisation_id, created_at DESC) WHERE purpose = 'invite' AND used_at IS NULL`,
];
