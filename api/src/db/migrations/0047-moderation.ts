// Moderation (issue 13): hiding a spot or a comment with a note for its author, and merging a
// duplicate spot into the one that is kept.
//
// A hidden or merged spot also has deleted_at set. Every public read (lists, the map's cell counts
// kept by the triggers of 0021–0023 and its partial indexes, GeoJSON, nearby, a person's spots,
// the detail, comments, votes, reports) already leaves out rows with deleted_at, so hiding needs
// no change to any of them, and the cell counts stay exact through the existing triggers: hiding
// is a soft delete that can be undone. hidden_at/merged_into say why the row is gone; the CHECKs
// hold that invariant. Restoring clears hidden_at and deleted_at together.
//
// The author of a hidden spot still sees it with the note: spot_detail_json_hidden() is
// spot_detail_json() of 0043 for exactly that case (hidden, not merged, this author).
import { DETAIL } from './0043-spot-json-and-date-walk.ts';

export const HIDDEN_DETAIL = DETAIL.replace(
  'CREATE FUNCTION spot_detail_json(p_id bigint, p_platform text, p_locale text, p_proposals_needed integer)',
  'CREATE FUNCTION spot_detail_json_hidden(p_id bigint, p_platform text, p_locale text, p_proposals_needed integer, p_author bigint)',
).replace(
  'WHERE s.id = p_id AND s.platform = p_platform AND s.deleted_at IS NULL);',
  'WHERE s.id = p_id AND s.platform = p_platform AND s.hidden_at IS NOT NULL AND s.merged_into IS NULL AND s.author_id = p_author);',
);
if (HIDDEN_DETAIL === DETAIL || !HIDDEN_DETAIL.includes('p_author);')) throw new Error('0047: the detail function of 0043 changed shape');

export const statements = [
  `ALTER TABLE comments
    ADD COLUMN hidden_note text,
    ADD COLUMN hidden_by bigint REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE spots
    ADD COLUMN hidden_at timestamptz(3),
    ADD COLUMN hidden_note text,
    ADD COLUMN hidden_by bigint REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN merged_into bigint REFERENCES spots (id),
    ADD CONSTRAINT spots_hidden_is_gone CHECK (hidden_at IS NULL OR deleted_at IS NOT NULL),
    ADD CONSTRAINT spots_merged_is_gone CHECK (merged_into IS NULL OR deleted_at IS NOT NULL),
    ADD CONSTRAINT spots_not_merged_into_itself CHECK (merged_into <> id)`,
  HIDDEN_DETAIL,
];
