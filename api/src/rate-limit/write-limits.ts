// The limits on writes (issue 10, "fair limits"): how many of each kind of write one account and
// one IP address may make per window. The defaults are what a civic platform needs: a person
// posting a dozen comments a minute or 20 reports a day is either a script or a flood, and the
// per-address limits leave room for a workshop or a school class behind one address (NAT). The
// table is documented in api/README.md ("Limits on writes"); WRITE_LIMITS overrides any line.

export const WRITE_KINDS = [
  'comments',
  'spots',
  'edits',
  'votes',
  'reports',
  'officialAnswers',
  'uploads',
  'profile',
  'invitations',
  'accountLinks',
  'premiumRequests',
  'pageViews',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export interface WriteWindow {
  max: number;
  windowMs: number;
}

export interface WriteRule {
  /** Per signed-in account; empty: none (e.g. the anonymous link routes). */
  perAccount: WriteWindow[];
  /** Per client address (request.ip), signed in or not; empty: none. */
  perIp: WriteWindow[];
}

export interface WriteLimitsConfig {
  rules: Record<WriteKind, WriteRule>;
  /**
   * Administrators and moderators: their per-account limits times this, and no per-address limit
   * (cleaning up after a flood must not fail because the flood came through the same address).
   */
  staffFactor: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const per = (max: number, windowMs: number): WriteWindow => ({ max, windowMs });

export const DEFAULT_WRITE_LIMITS: WriteLimitsConfig = {
  rules: {
    comments: { perAccount: [per(10, MINUTE), per(100, DAY)], perIp: [per(60, MINUTE), per(1000, DAY)] },
    spots: { perAccount: [per(5, MINUTE), per(30, DAY)], perIp: [per(30, MINUTE), per(300, DAY)] },
    edits: { perAccount: [per(30, MINUTE), per(300, DAY)], perIp: [per(120, MINUTE), per(3000, DAY)] },
    votes: { perAccount: [per(30, MINUTE), per(500, DAY)], perIp: [per(200, MINUTE), per(5000, DAY)] },
    reports: { perAccount: [per(5, MINUTE), per(20, DAY)], perIp: [per(30, MINUTE), per(200, DAY)] },
    officialAnswers: { perAccount: [per(10, MINUTE), per(200, DAY)], perIp: [per(60, MINUTE), per(1000, DAY)] },
    // A spot takes up to 10 photos (MAX_PHOTOS), uploaded one by one while its form is filled in.
    uploads: { perAccount: [per(20, MINUTE), per(200, DAY)], perIp: [per(100, MINUTE), per(1000, DAY)] },
    profile: { perAccount: [per(10, MINUTE), per(100, DAY)], perIp: [per(60, MINUTE), per(1000, DAY)] },
    invitations: { perAccount: [per(10, MINUTE), per(100, DAY)], perIp: [per(30, MINUTE), per(300, DAY)] },
    // Confirmation, invitation and reset links: anonymous, so per address only; a guessed token
    // costs a lookup (and a password hash for invitations and resets).
    accountLinks: { perAccount: [], perIp: [per(10, MINUTE), per(100, DAY)] },
    // The /premium form: anyone may send it, signed in or not (the route does not identify the
    // sender), so per address only. Each one mails the platform's team: a handful an hour is what
    // an office sends, a flood is stopped before it fills their inbox.
    premiumRequests: { perAccount: [], perIp: [per(5, HOUR), per(20, DAY)] },
    // Page views (POST /event): anonymous, so per address only. A person opens a few pages a
    // minute; a school class behind one address (NAT) a few dozen; a script far more.
    pageViews: { perAccount: [], perIp: [per(300, MINUTE), per(10_000, DAY)] },
  },
  staffFactor: 10,
};

/** No limit on any write (load tests; functional tests that are not about limits). */
export const NO_WRITE_LIMITS: WriteLimitsConfig = {
  rules: Object.fromEntries(WRITE_KINDS.map((kind) => [kind, { perAccount: [], perIp: [] }])) as unknown as Record<WriteKind, WriteRule>,
  staffFactor: 1,
};

const UNIT_MS = { s: 1000, m: MINUTE, h: HOUR, d: DAY } as const;

/** "10/1m" → 10 per minute; "100/1d", "3/30s", "50/12h". */
function parseWindow(text: string): WriteWindow | string {
  const match = /^(\d{1,7})\/(\d{1,5})([smhd])$/.exec(text);
  if (!match) return `"${text}" is not a limit like 10/1m or 100/1d`;
  const max = Number(match[1]);
  const windowMs = Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS];
  if (windowMs === 0) return `"${text}": the window must be longer than 0`;
  return { max, windowMs };
}

/**
 * WRITE_LIMITS: `off` (no write limits at all), or overrides of the defaults separated by `;`,
 * each `<kind>=<limits>` (per account) or `<kind>.ip=<limits>` (per address), where limits are
 * `off` or comma-separated `<count>/<window>`: `comments=20/1m,200/1d; reports.ip=off`.
 * Returns the rules, or the problems.
 */
export function parseWriteLimits(text: string): WriteLimitsConfig['rules'] | string[] {
  if (text.trim() === 'off') return structuredClone(NO_WRITE_LIMITS.rules);
  const rules = structuredClone(DEFAULT_WRITE_LIMITS.rules);
  const problems: string[] = [];
  for (const entry of text
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [target = '', value = ''] = entry.split('=').map((p) => p.trim());
    const [kind, scope] = target.split('.') as [string, string | undefined];
    if (!(WRITE_KINDS as readonly string[]).includes(kind) || (scope !== undefined && scope !== 'ip')) {
      problems.push(`"${target}" is not a kind of write (${WRITE_KINDS.join(', ')}), optionally followed by .ip`);
      continue;
    }
    if (!value) {
      problems.push(`"${target}" needs limits like 10/1m,100/1d or off`);
      continue;
    }
    const windows = value === 'off' ? [] : value.split(',').map((w) => parseWindow(w.trim()));
    const bad = windows.filter((w): w is string => typeof w === 'string');
    if (bad.length > 0) {
      problems.push(...bad);
      continue;
    }
    rules[kind as WriteKind][scope === 'ip' ? 'perIp' : 'perAccount'] = windows as WriteWindow[];
  }
  return problems.length > 0 ? problems : rules;
}
