// POST /api/photos: every accepted format (told by its bytes, whatever name and type the browser
// claims) leaves as three WebP files of the right sizes, upright, without a trace of metadata, and
// as an unattached row of the uploader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { signInPeople, type People } from '../spots/write-helpers.ts';
import { fixture, getBytes, metadataTraces, photoFiles, photoTestApp, pixel, uploadPhoto, webpChunks, webpInfo } from './photo-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await photoTestApp();
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

type Size = [width: number, height: number];
interface Case {
  file: string;
  claimed: { filename: string; type: string };
  sizes: { small: Size; medium: Size; large: Size };
  /** The srcset's candidates: a width offered once, by its smallest size. */
  srcset: string[];
  /** Where the red half of the picture is once upright. */
  red: 'left' | 'top';
  /** The input carries metadata the output must not (PNG's eXIf and AVIF have no marker we look for). */
  inputHasTraces: boolean;
}

const CASES: Case[] = [
  {
    file: 'oriented.jpg',
    claimed: { filename: 'IMG_0001.JPG', type: 'image/jpeg' },
    sizes: { small: [240, 480], medium: [480, 960], large: [800, 1600] },
    srcset: ['small 240w', 'medium 480w', 'large 800w'],
    red: 'top',
    inputHasTraces: true,
  },
  {
    file: 'wide.png',
    claimed: { filename: 'wide.jpg', type: 'image/jpeg' },
    sizes: { small: [480, 240], medium: [960, 480], large: [1600, 800] },
    srcset: ['small 480w', 'medium 960w', 'large 1600w'],
    red: 'left',
    inputHasTraces: true,
  },
  {
    file: 'small.webp',
    claimed: { filename: 'upload', type: 'application/octet-stream' },
    sizes: { small: [300, 200], medium: [300, 200], large: [300, 200] },
    srcset: ['small 300w'],
    red: 'left',
    inputHasTraces: true,
  },
  {
    file: 'photo.heic',
    claimed: { filename: 'IMG_0002.HEIC', type: 'image/heic' },
    sizes: { small: [480, 336], medium: [960, 672], large: [1000, 700] },
    srcset: ['small 480w', 'medium 960w', 'large 1000w'],
    red: 'left',
    inputHasTraces: true,
  },
  {
    file: 'photo.avif',
    claimed: { filename: 'photo.png', type: 'image/png' },
    sizes: { small: [480, 320], medium: [600, 400], large: [600, 400] },
    srcset: ['small 480w', 'medium 600w'],
    red: 'left',
    inputHasTraces: false,
  },
];

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 70 && b! < 70;
const isBlue = ([r, g, b]: number[]) => r! < 70 && g! < 70 && b! > 200;

describe('POST /api/photos', () => {
  it.each(CASES)('$file → three WebP sizes, upright, without metadata', async ({ file, claimed, sizes, srcset, red, inputHasTraces }) => {
    const input = await fixture(file);
    if (inputHasTraces) expect(metadataTraces(input).length).toBeGreaterThan(0); // else the check below proves nothing
    const filesBefore = await photoFiles(t);

    const res = await uploadPhoto(t, people.tokens.user, input, claimed);
    expect(res.status).toBe(201);
    const { id } = res.body;
    const [largeWidth, largeHeight] = sizes.large;
    const expectedSrcset = srcset.map((candidate) => `/api/photos/${id}?size=${candidate}`).join(', ');
    expect(res.body).toEqual({ id, url: `/api/photos/${id}`, width: largeWidth, height: largeHeight, showsFix: false, srcset: expectedSrcset });
    expect(res.headers['location']).toBe(`/api/photos/${id}`);

    const row = await t.db.kysely.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      spot_id: null,
      user_id: people.ids.user,
      variants: ['small', 'medium', 'large'],
      width: largeWidth,
      height: largeHeight,
      shows_fix: false,
    });
    const written = (await photoFiles(t)).filter((f) => !filesBefore.includes(f));
    expect(written).toEqual(['large', 'medium', 'small'].map((v) => `${row.storage_key}/${v}.webp`));

    for (const variant of ['small', 'medium', 'large'] as const) {
      const out = await getBytes(t, `/api/photos/${id}?size=${variant}`);
      expect(out.status).toBe(200);
      expect(out.headers['content-type']).toBe('image/webp');
      const info = await webpInfo(out.body);
      expect([info.format, info.width, info.height]).toEqual(['webp', ...sizes[variant]]);
      expect({ exif: info.exif, xmp: info.xmp, icc: info.icc, orientation: info.orientation }).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        orientation: undefined,
      });
      expect(webpChunks(out.body).filter((c) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(c))).toEqual([]);
      expect(metadataTraces(out.body)).toEqual([]);

      const [w, h] = sizes[variant];
      const [first, second] =
        red === 'top'
          ? [
              [w / 2, h / 8],
              [w / 2, (h * 7) / 8],
            ]
          : [
              [w / 8, h / 2],
              [(w * 7) / 8, h / 2],
            ];
      expect(isRed(await pixel(out.body, Math.round(first![0]!), Math.round(first![1]!)))).toBe(true);
      expect(isBlue(await pixel(out.body, Math.round(second![0]!), Math.round(second![1]!)))).toBe(true);
    }
  });

  it('takes showsFix from the form', async () => {
    const res = await uploadPhoto(t, people.tokens.neighbour, await fixture('small.webp'), { showsFix: 'true' });
    expect(res.status).toBe(201);
    expect(res.body.showsFix).toBe(true);
    const row = await t.db.kysely.selectFrom('photos').select(['shows_fix', 'user_id']).where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ shows_fix: true, user_id: people.ids.neighbour });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
