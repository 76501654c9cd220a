// spot_regions is derived data: which region shapes contain a spot's point (polygon @> point).
// Triggers keep it true for every writer (seed, bulk load, future create/edit endpoints, a
// region added later), so no code path can forget it. Inserts are handled per statement with a
// transition table, which keeps bulk loads set-based; the bbox test lets the GiST index and the
// cheap box check run before the exact polygon test.
export const statements = [
  `CREATE FUNCTION spots_assign_regions() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO spot_regions (spot_id, region_id)
      SELECT DISTINCT n.id, rs.region_id
      FROM new_spots n JOIN region_shapes rs ON rs.bbox @> n.location AND rs.shape @> n.location
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER spots_assign_regions AFTER INSERT ON spots
    REFERENCING NEW TABLE AS new_spots FOR EACH STATEMENT EXECUTE FUNCTION spots_assign_regions()`,
  `CREATE FUNCTION spots_reassign_regions() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM spot_regions WHERE spot_id = NEW.id;
    INSERT INTO spot_regions (spot_id, region_id)
      SELECT DISTINCT NEW.id, rs.region_id
      FROM region_shapes rs WHERE rs.bbox @> NEW.location AND rs.shape @> NEW.location;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER spots_reassign_regions AFTER UPDATE OF location ON spots
    FOR EACH ROW WHEN (NOT (OLD.location ~= NEW.location)) EXECUTE FUNCTION spots_reassign_regions()`,
  `CREATE FUNCTION region_shapes_assign_spots() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO spot_regions (spot_id, region_id)
      SELECT DISTINCT s.id, n.region_id
      FROM new_shapes n JOIN spots s ON s.location <@ n.bbox AND n.shape @> s.location
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER region_shapes_assign_spots AFTER INSERT ON region_shapes
    REFERENCING NEW TABLE AS new_shapes FOR EACH STATEMENT EXECUTE FUNCTION region_shapes_assign_spots()`,
];
