// The form's values and how they become API bodies: everything for a new spot, only what
// changed for an edit (PATCH).
import type { LatLng, SpotDetail } from '@moveable/shared';
import type { AddressInput, SpotInput } from './types.ts';

export interface SpotFormValues {
  /** No default: the author must choose (domain notes). */
  famed: boolean | null;
  location: LatLng | null;
  street: string;
  postalCode: string;
  city: string;
  /** ISO alpha-2, upper case, or '' */
  country: string;
  title: string;
  description: string;
  categoryIds: number[];
}

/** A new spot on a country site starts in that country; the worldwide site asks. */
export function emptyValues(siteCountry: string): SpotFormValues {
  return {
    famed: null,
    location: null,
    street: '',
    postalCode: '',
    city: '',
    country: /^[a-z]{2}$/i.test(siteCountry) ? siteCountry.toUpperCase() : '',
    title: '',
    description: '',
    categoryIds: [],
  };
}

export function valuesFromSpot(spot: SpotDetail): SpotFormValues {
  return {
    famed: spot.famed,
    location: { lat: spot.location.lat, lng: spot.location.lng },
    street: spot.address.street ?? '',
    postalCode: spot.address.postalCode ?? '',
    city: spot.address.city ?? '',
    country: (spot.address.country ?? spot.country ?? '').toUpperCase().replace(/^WORLD$/, ''),
    title: spot.title,
    description: spot.description,
    categoryIds: spot.categories.map((c) => c.id),
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

function addressOf(values: SpotFormValues): AddressInput {
  return {
    street: orNull(values.street),
    postalCode: orNull(values.postalCode),
    city: orNull(values.city),
    country: orNull(values.country)?.toUpperCase() ?? null,
  };
}

/** The body of POST /api/spots. Call only with famed and location set (validate first). */
export function toSpotInput(values: SpotFormValues, photoIds: number[]): SpotInput {
  if (values.famed === null || values.location === null) throw new Error('famed and location are required');
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    famed: values.famed,
    location: values.location,
    address: addressOf(values),
    categoryIds: values.categoryIds,
    ...(photoIds.length ? { photoIds } : {}),
  };
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
const sameAddress = (a: AddressInput, b: AddressInput) =>
  a.street === b.street && a.postalCode === b.postalCode && a.city === b.city && a.country === b.country;

/** The body of PATCH /api/spots/:id: the fields that differ from what was loaded. */
export function changedInput(initial: SpotFormValues, values: SpotFormValues): Partial<SpotInput> {
  const patch: Partial<SpotInput> = {};
  if (values.title.trim() !== initial.title.trim()) patch.title = values.title.trim();
  if (values.description.trim() !== initial.description.trim()) patch.description = values.description.trim();
  if (values.famed !== null && values.famed !== initial.famed) patch.famed = values.famed;
  if (values.location && (values.location.lat !== initial.location?.lat || values.location.lng !== initial.location?.lng)) {
    patch.location = values.location;
  }
  const address = addressOf(values);
  if (!sameAddress(address, addressOf(initial))) patch.address = address;
  if (!sameSet(values.categoryIds, initial.categoryIds)) patch.categoryIds = values.categoryIds;
  return patch;
}
