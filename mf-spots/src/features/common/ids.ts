// Route parameters are typed by hand in URLs: only well-formed ids reach the API.

/** Spot ids are positive integers. */
export function parseSpotId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** Legacy ids of the predecessor site: 17 letters and digits (the API refuses anything else). */
export function isLegacyId(raw: string | undefined): raw is string {
  return !!raw && /^[0-9A-Za-z]{17}$/.test(raw);
}
