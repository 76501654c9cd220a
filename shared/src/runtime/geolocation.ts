// The browser's position, as a promise with a reason when there is none: the map's "My location"
// and the add form's "Use my position" explain the same four failures.
export type LocateFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export interface BrowserPosition {
  lat: number;
  lng: number;
  /** Metres (95 %), as the browser reports it. */
  accuracy: number;
}

export type LocateResult = { ok: true; position: BrowserPosition } | { ok: false; reason: LocateFailure };

const REASONS: Record<number, LocateFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export function locate(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation, timeoutMs = 15_000): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, position: { lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy } }),
      (error) => resolve({ ok: false, reason: REASONS[error.code] ?? 'unavailable' }),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
