// Views of /admin that the spec's route table does not name (it has one admin route for the
// dashboard): `?view=catalogue` shows the categories and regions, `?view=history&spot={id}` one
// spot's audit history. A query parameter keeps each a URL to share and lets "back" work,
// without inventing routes.
export const CATALOGUE_VIEW = 'catalogue';
export { SPOT_HISTORY_VIEW as HISTORY_VIEW } from '@moveable/contract';

export function viewOf(search: string): string | null {
  return new URLSearchParams(search).get('view');
}

/** The spot of a history view, or null when the address names none (a 404). */
export function historySpotOf(search: string): number | null {
  const spot = new URLSearchParams(search).get('spot') ?? '';
  return /^[1-9]\d{0,15}$/.test(spot) && Number.isSafeInteger(Number(spot)) ? Number(spot) : null;
}
