// "My location": the browser's position, as a promise with a reason when there is none. Kept apart
// from the button so that the reasons can be tested without a browser that knows where it is.
export type LocateFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export interface Position {
  lat: number;
  lng: number;
  /** Metres (95 %), as the browser reports it. */
  accuracy: number;
}

export type LocateResult = { ok: true; position: Position } | { ok: false; reason: LocateFailure };

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

/** A zoom that shows the street around the position: closer for a precise fix. */
export function zoomForAccuracy(accuracy: number, current: number): number {
  const wanted = accuracy <= 50 ? 17 : accuracy <= 500 ? 15 : 13;
  return Math.max(current, wanted);
}
