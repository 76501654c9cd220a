// Dates and durations of the organisation page in the page's language.
import type { Locale } from '@moveable/contract';

export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

/** '2026-03' → 'März 2026' (UTC: the API counts months in UTC). */
export function formatMonth(month: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, monthNumber! - 1, 1)));
}

/** A median in hours as people say it: hours under two days, else whole days. */
export function durationParts(hours: number): { unit: 'hours' | 'days'; count: number } {
  return hours < 48 ? { unit: 'hours', count: Math.max(1, Math.round(hours)) } : { unit: 'days', count: Math.round(hours / 24) };
}
