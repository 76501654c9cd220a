// The admin pages' geography and catalogue (issue 13). A region drawn for one organisation (its
// area as an outline rather than as regions of the platform) belongs to it: owner_organisation_id
// keeps it out of the public list of regions (GET /regions, the region filter) and goes with the
// organisation; at most one per organisation. A category may name an icon from a fixed list (the
// list lives in the contract, CATEGORY_ICONS, so adding one needs no migration).
export const statements = [
  `ALTER TABLE regions ADD COLUMN owner_organisation_id integer REFERENCES organisations (id) ON DELETE CASCADE`,
  `CREATE UNIQUE INDEX regions_owner_organisation_idx ON regions (owner_organisation_id) WHERE owner_organisation_id IS NOT NULL`,
  `ALTER TABLE categories ADD COLUMN icon text CHECK (icon ~ '^[a-z][a-z-]{0,39}$')`,
];
