// Days as people in Switzerland count them (Europe/Zurich, with summer time): the daily digest
// covers one such day and goes out at a configured hour of it. Node's Intl knows the zone, so the
// database's time zone files (PGlite has none to rely on) play no part.
const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Zurich day ('2026-11-26') and hour (0-23) of an instant. */
export function zurichDayAndHour(at: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(PARTS.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant a Zurich day begins (its midnight is 23:00 or 22:00 UTC the day before). */
export function zurichMidnight(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.UTC(y, m - 1, d) - offsetHours * 3_600_000);
    const local = zurichDayAndHour(candidate);
    if (local.day === day && local.hour === 0) return candidate;
  }
  throw new Error(`no midnight found for ${day} in Europe/Zurich`);
}

/**
 * The day whose digest is due at `now`: yesterday once the digest hour has come, else the day
 * before (so a server that was down at the hour still sends it).
 */
export function dueDigestDay(now: Date, digestHour: number): string {
  const { day, hour } = zurichDayAndHour(now);
  return addDays(day, hour >= digestHour ? -1 : -2);
}
