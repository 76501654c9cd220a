// Coordinates typed by hand: "47.3769, 8.5417", "47.3769 8.5417", "47,3769; 8,5417" (a
// decimal comma, as German and French keyboards write it). Latitude first, as maps show them.
import type { LatLng } from '@moveable/shared';

const NUMBER = '[-+]?\\d{1,3}(?:[.,]\\d+)?';
const PAIR = new RegExp(`^\\s*(${NUMBER})\\s*(?:[;/]|,\\s|\\s)\\s*(${NUMBER})\\s*$`);
const DOT_PAIR = /^\s*([-+]?\d{1,3}(?:\.\d+)?)\s*,\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/;

const toNumber = (s: string) => Number(s.replace(',', '.'));

export function parseCoordinates(input: string): LatLng | null {
  const match = DOT_PAIR.exec(input) ?? PAIR.exec(input);
  if (!match) return null;
  const lat = toNumber(match[1]!);
  const lng = toNumber(match[2]!);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Six decimals: about 10 cm, more than any phone knows. */
export function roundLocation({ lat, lng }: LatLng): LatLng {
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/** Always with a decimal point, as maps and GPS devices write them (a comma would split the pair). */
export function formatCoordinate(value: number): string {
  return value.toFixed(5);
}
