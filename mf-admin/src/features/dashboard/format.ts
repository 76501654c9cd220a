// Dates of the dashboard: its days are UTC days ('2026-11-26'), shown in the page's language.
export function formatDay(day: string, locale: string, month: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
