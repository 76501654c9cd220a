// A person's spots, newest first (GET /users/:nameOrOldId/spots, the public profile's list and
// its count): spots_author_idx (0003) finds them but leaves every one of a prolific author's rows
// to be sorted before the first page. This index walks one author's current spots of one platform
// in page order, so a page reads its rows only; the profile's count finds its rows through it too.
export const statements = [`CREATE INDEX spots_author_created_idx ON spots (author_id, platform, created_at DESC, id DESC) WHERE deleted_at IS NULL`];
