// spots.summary (migration 0043): the SpotSummary the lists send as they are, written by the
// database for every write of the row. Checked against a summary built in JavaScript from the
// row's own columns (the mapping the API did per request before), against the contract's schema,
// and through writes: a changed row, a new cover photo with sizes, a session printing floats short.
import { spotSummarySchema, type SpotSummary } from '@moveable/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSrcset, photoUrl } from '../../../src/images/photo-sizes.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

interface Row {
  id: number;
  legacy_id: string | null;
  platform: SpotSummary['platform'];
  country: string;
  title: string;
  famed: boolean;
  fixed: boolean;
  archived: boolean;
  has_official_answer: boolean;
  category_ids: number[];
  region_ids: number[];
  vote_count: number;
  comment_count: number;
  lng: number;
  lat: number;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country_code: string | null;
  created_ms: number;
  updated_ms: number;
  cover_photo_id: number | null;
  cover_photo_width: number | null;
  cover_photo_height: number | null;
  cover_photo_shows_fix: boolean | null;
  cover_photo_variants: string[];
  summary: string;
}

/** The summary of a row as JavaScript writes it: the oracle. */
function expectedSummary(r: Row): SpotSummary {
  const width = r.cover_photo_width ?? 0;
  const height = r.cover_photo_height ?? 0;
  return {
    id: r.id,
    legacyId: r.legacy_id,
    platform: r.platform,
    country: r.country,
    title: r.title,
    famed: r.famed,
    fixed: r.fixed,
    archived: r.archived,
    hasOfficialAnswer: r.has_official_answer,
    categoryIds: r.category_ids,
    regionIds: r.region_ids,
    votes: r.vote_count,
    comments: r.comment_count,
    location: { lat: r.lat, lng: r.lng },
    address: { street: r.street, postalCode: r.postal_code, city: r.city, country: r.country_code },
    coverPhoto:
      r.cover_photo_id === null
        ? null
        : {
            id: r.cover_photo_id,
            url: photoUrl(r.cover_photo_id),
            width,
            height,
            showsFix: r.cover_photo_shows_fix ?? false,
            srcset: photoSrcset(r.cover_photo_id, { width, height }, r.cover_photo_variants.length > 0),
          },
    createdAt: new Date(Math.round(r.created_ms)).toISOString(),
    updatedAt: new Date(Math.round(r.updated_ms)).toISOString(),
  };
}

async function rows(where = sql`true`): Promise<Row[]> {
  const { rows } = await sql<Row>`SELECT id, legacy_id, platform, country, title, famed, fixed, archived, has_official_answer,
      category_ids, region_ids, vote_count, comment_count, location[0] AS lng, location[1] AS lat, street, postal_code, city, country_code,
      date_part('epoch', created_at) * 1000 AS created_ms, date_part('epoch', updated_at) * 1000 AS updated_ms,
      cover_photo_id, cover_photo_width, cover_photo_height, cover_photo_shows_fix, cover_photo_variants, summary
    FROM spots WHERE ${where} ORDER BY id`.execute(t.db.kysely);
  return rows;
}

describe('spots.summary', () => {
  it("is every spot's summary, with exactly the schema's fields", async () => {
    const all = await rows();
    expect(all.length).toBe(t.data.spots.length);
    expect(all.some((r) => r.cover_photo_id !== null) && all.some((r) => r.cover_photo_id === null)).toBe(true);
    expect(all.some((r) => /[\u0080-\u{10ffff}]/u.test(`${r.title}${r.street}${r.city}`))).toBe(true);
    for (const r of all) {
      // Pure ASCII: other characters are JSON escapes (the same value, cheaper for Node to pass on).
      expect(r.summary).toMatch(/^[\x20-\x7e]*$/);
      const summary = JSON.parse(r.summary) as SpotSummary;
      expect(summary).toEqual(expectedSummary(r));
      expect(spotSummarySchema.strict().parse(summary)).toEqual(summary);
    }
  });

  it('matches the demo data the rows were made from', async () => {
    const byId = new Map((await rows()).map((r) => [r.id, JSON.parse(r.summary) as SpotSummary]));
    for (const s of t.data.spots) {
      expect(byId.get(s.id)).toMatchObject({
        title: s.title,
        location: { lat: s.lat, lng: s.lng },
        address: { street: s.street, postalCode: s.postalCode, city: s.city, country: s.countryCode },
        createdAt: s.createdAt,
        categoryIds: [...new Set(s.categoryIds)].sort((a, b) => a - b),
      });
    }
  });

  it('photo_srcset() offers the sizes images/photo-sizes.ts names, for any size', async () => {
    const sizes: Array<[number, number]> = [];
    for (const w of [1, 2, 239, 480, 481, 719, 959, 960, 961, 1200, 1600, 1601, 3999, 4032]) {
      for (const h of [1, 3, 320, 479, 480, 800, 960, 1080, 3024, 4000]) sizes.push([w, h]);
    }
    const { rows: answers } = await sql<{ w: number; h: number; srcset: string }>`SELECT t.w, t.h, photo_srcset(7, t.w, t.h) AS srcset
      FROM unnest(${sizes.map((s) => s[0])}::int[], ${sizes.map((s) => s[1])}::int[]) AS t(w, h)`.execute(t.db.kysely);
    expect(answers).toHaveLength(sizes.length);
    for (const a of answers) expect(a.srcset, `${a.w} × ${a.h}`).toBe(photoSrcset(7, { width: a.w, height: a.h }, true));
  });

  it('follows every write of the row, whatever the session prints floats like', async () => {
    const [before] = await rows(sql`platform = 'bikeable' AND cover_photo_id IS NULL`);
    const id = before!.id;
    await t.db.kysely.transaction().execute(async (trx) => {
      // A client that asked for rounded floats must not round what is stored for everyone.
      await sql`SET LOCAL extra_float_digits = 0`.execute(trx);
      await sql`UPDATE spots SET title = ${'Quote " and \\ and ü, \\u00fc and 😀'}, vote_count = vote_count + 5,
        location = point(8.666666666666666, 47.333333333333336) WHERE id = ${id}`.execute(trx);
      await sql`INSERT INTO photos (spot_id, storage_key, width, height, variants) VALUES (${id}, 'summary-test', 4000, 3000, '{small,medium,large}')`.execute(
        trx,
      );
    });
    const [after] = await rows(sql`id = ${id}`);
    expect(after!.summary).toMatch(/^[\x20-\x7e]*$/);
    expect(after!.summary).toContain('\\ud83d\\ude00');
    const summary = JSON.parse(after!.summary) as SpotSummary;
    expect(summary).toEqual(expectedSummary(after!));
    expect(summary).toMatchObject({
      title: 'Quote " and \\ and ü, \\u00fc and 😀',
      votes: before!.vote_count + 5,
      location: { lat: 47.333333333333336, lng: 8.666666666666666 },
    });
    expect(summary.coverPhoto?.srcset).toBe(photoSrcset(summary.coverPhoto!.id, { width: 4000, height: 3000 }, true));
  });

  it('cannot be written directly', async () => {
    await expect(sql`UPDATE spots SET summary = '{}' WHERE id = ${t.data.spots[0]!.id}`.execute(t.db.kysely)).rejects.toThrow(
      /can only be updated to DEFAULT/,
    );
  });
});
