// A calendar day ('YYYY-MM-DD', no time of day) in the page's language. Read as UTC and shown as
// UTC, so it is the same day in every time zone (new Date('2025-06-30') is midnight UTC).
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
