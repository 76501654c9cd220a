import { describe, expect, it } from 'vitest';
import { ApiError } from '@moveable/shared';
import { fitWithin, renamedFor, resizeImage } from './resize-image.ts';
import { isAcceptedPhoto } from './accepted-types.ts';
import { photoErrorKey } from './photo-error.ts';

describe('fitWithin (at most 1600 px on the long side, proportions kept, never larger)', () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200, scaled: true }],
    [3000, 4000, { width: 1200, height: 1600, scaled: true }],
    [1601, 1601, { width: 1600, height: 1600, scaled: true }],
    [1600, 900, { width: 1600, height: 900, scaled: false }],
    [800, 600, { width: 800, height: 600, scaled: false }],
    [4032, 3024, { width: 1600, height: 1200, scaled: true }],
    [10000, 3, { width: 1600, height: 1, scaled: true }],
    [3001, 1999, { width: 1600, height: 1066, scaled: true }],
  ])('%i × %i → %o', (width, height, expected) => {
    expect(fitWithin(width, height)).toEqual(expected);
  });

  it('takes another limit', () => {
    expect(fitWithin(1000, 500, 480)).toEqual({ width: 480, height: 240, scaled: true });
  });

  it('leaves sizes it cannot scale alone', () => {
    expect(fitWithin(0, 0)).toEqual({ width: 0, height: 0, scaled: false });
    expect(fitWithin(Number.NaN, 10)).toEqual({ width: Number.NaN, height: 10, scaled: false });
  });
});

describe('renamedFor', () => {
  it.each([
    ['IMG_1234.HEIC', 'image/webp', 'IMG_1234.webp'],
    ['holiday.photo.png', 'image/jpeg', 'holiday.photo.jpg'],
    ['noextension', 'image/webp', 'noextension.webp'],
    ['.png', 'image/webp', 'photo.webp'],
  ])('%s as %s → %s', (name, type, expected) => expect(renamedFor(name, type)).toBe(expected));
});

describe('resizeImage', () => {
  it('sends what the browser cannot decode as it is (here: no createImageBitmap at all)', async () => {
    const heic = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'IMG_1.HEIC', { type: '' });
    expect(await resizeImage(heic)).toBe(heic);
  });
});

describe('isAcceptedPhoto', () => {
  it.each([
    [{ type: 'image/jpeg', name: 'a.jpg' }, true],
    [{ type: 'image/heic', name: 'a.heic' }, true],
    [{ type: '', name: 'IMG_0001.HEIC' }, true],
    [{ type: 'image/gif', name: 'a.gif' }, false],
    [{ type: 'application/pdf', name: 'a.jpg' }, false],
    [{ type: '', name: 'notes.txt' }, false],
  ])('%o → %s', (file, expected) => expect(isAcceptedPhoto(file)).toBe(expected));
});

describe('photoErrorKey (413/415 translated by code)', () => {
  it.each([
    [new ApiError(413, { code: 'too_large', field: 'file' }), 'too_large'],
    [new ApiError(413, { code: 'too_many_pixels', field: 'file' }), 'too_many_pixels'],
    [new ApiError(413, null), 'too_large'],
    [new ApiError(415, { code: 'unsupported_type', field: 'file' }), 'unsupported_type'],
    [new ApiError(401, { message: 'no token' }), 'unauthorized'],
    [new ApiError(500, null), 'generic'],
    [new TypeError('failed to fetch'), 'network'],
  ])('%s → %s', (error, key) => expect(photoErrorKey(error)).toBe(key));
});
