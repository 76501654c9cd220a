import { describe, expect, it } from 'vitest';
import { ApiError } from '@moveable/shared';
import { changedInput, emptyValues, toSpotInput, type SpotFormValues } from './form-values.ts';
import { describeSaveError, formField } from './spot-errors.ts';
import { validateSpot } from './validate.ts';

const filled: SpotFormValues = {
  ...emptyValues('ch'),
  famed: false,
  location: { lat: 47.3769, lng: 8.5417 },
  street: ' Bahnhofstrasse 1 ',
  postalCode: '8001',
  city: 'Zürich',
  title: '  Gefährliche Kreuzung ',
  description: '',
  categoryIds: [3, 1],
};
const ok = { countryRequired: false, photosBusy: false, photosFailed: false };

describe('emptyValues', () => {
  it('starts with no polarity and no pin, in the site country (none on the worldwide site)', () => {
    expect(emptyValues('ch')).toMatchObject({ famed: null, location: null, country: 'CH' });
    expect(emptyValues('world').country).toBe('');
  });
});

describe('validateSpot', () => {
  it('requires fame or shame, a pin and a title', () => {
    expect(validateSpot(emptyValues('ch'), ok)).toEqual({ famed: 'add.errors.famed', location: 'add.errors.location', title: 'add.errors.title' });
    expect(validateSpot(filled, ok)).toEqual({});
  });

  it('limits title, description and categories; wants the country on the worldwide site; waits for photos', () => {
    expect(validateSpot({ ...filled, title: 'x'.repeat(121), description: 'y'.repeat(5001), categoryIds: [1, 2, 3, 4, 5, 6] }, ok)).toEqual({
      title: 'add.errors.title',
      description: 'add.errors.description',
      categoryIds: 'add.errors.categoryIds',
    });
    expect(validateSpot({ ...filled, country: '' }, { ...ok, countryRequired: true })).toEqual({ country: 'add.errors.countryRequired' });
    expect(validateSpot(filled, { ...ok, photosBusy: true, photosFailed: true })).toEqual({ photos: 'add.errors.photosBusy' });
    expect(validateSpot(filled, { ...ok, photosFailed: true })).toEqual({ photos: 'add.errors.photosFailed' });
  });
});

describe('toSpotInput', () => {
  it('trims, sends empty address parts as null, and photo ids only when there are some', () => {
    expect(toSpotInput(filled, [])).toEqual({
      title: 'Gefährliche Kreuzung',
      description: '',
      famed: false,
      location: { lat: 47.3769, lng: 8.5417 },
      address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
      categoryIds: [3, 1],
    });
    expect(toSpotInput({ ...filled, city: ' ' }, [7, 5])).toMatchObject({ address: { city: null }, photoIds: [7, 5] });
  });
});

describe('changedInput (the PATCH body)', () => {
  it('is empty when nothing changed (whitespace and category order do not count)', () => {
    expect(changedInput(filled, { ...filled, title: 'Gefährliche Kreuzung', categoryIds: [1, 3] })).toEqual({});
  });

  it('holds only what changed; the address as a whole', () => {
    expect(changedInput(filled, { ...filled, title: 'Neu', famed: true, city: 'Winterthur', categoryIds: [1] })).toEqual({
      title: 'Neu',
      famed: true,
      address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Winterthur', country: 'CH' },
      categoryIds: [1],
    });
    expect(changedInput(filled, { ...filled, location: { lat: 47.3769, lng: 8.5418 } })).toEqual({ location: { lat: 47.3769, lng: 8.5418 } });
  });
});

describe('save errors', () => {
  it.each([
    ['title', 'title'],
    ['location.lat', 'location'],
    ['address.postalCode', 'postalCode'],
    ['address.country', 'country'],
    ['categoryIds', 'categoryIds'],
    ['categoryIds.2', 'categoryIds'],
    ['photoIds.1', 'photos'],
    ['somethingElse', undefined],
  ])('API field %s → form field %s', (apiField, field) => expect(formField(apiField)).toBe(field));

  it('a 400 naming a field is shown on it; other failures for the whole form', () => {
    expect(describeSaveError(new ApiError(400, { field: 'address.city', message: 'too long' }))).toEqual({ field: 'city', key: 'add.errors.city' });
    expect(describeSaveError(new ApiError(400, { message: 'bad' }))).toEqual({ key: 'add.errors.generic' });
    expect(describeSaveError(new ApiError(403, { code: 'forbidden' }))).toEqual({ key: 'add.errors.forbidden' });
    expect(describeSaveError(new ApiError(503, null))).toEqual({ key: 'add.errors.server' });
    expect(describeSaveError(new TypeError('fetch failed'))).toEqual({ key: 'add.errors.network' });
  });
});
