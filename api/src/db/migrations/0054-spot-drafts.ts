// Offline drafts (issue 14): a spot added while offline is sent when the browser is back online,
// perhaps more than once (an answer lost on a bad connection). The client's id of the draft makes
// the second sending find the spot of the first: unique per author, so nobody can guess or
// reach another person's spot through it.
export const statements = [
  `ALTER TABLE spots ADD COLUMN draft_id uuid`,
  `CREATE UNIQUE INDEX spots_author_draft ON spots (author_id, draft_id) WHERE draft_id IS NOT NULL`,
];
