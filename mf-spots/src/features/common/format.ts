// Dates and distances in the page's language (Intl), never hand-formatted.
export function formatDate(iso: string, locale: string, style: 'long' | 'medium' = 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(date);
}

export function formatDistance(metres: number, locale: string): string {
  if (!Number.isFinite(metres) || metres < 0) return '';
  return metres < 1000
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(metres / 10) * 10)
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(metres / 1000);
}
