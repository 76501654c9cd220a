// What the two-instance test checks, in order, on one running cluster. A feature that must hold
// across instances adds a file here and a line below; its test starts nothing of its own.
import type { Check } from './check.ts';
import { jobsRunOnce } from './jobs-run-once.ts';
import { mixedLoad } from './mixed-load.ts';
import { rateLimitsShared } from './rate-limits-shared.ts';
import { sessionsRevoked } from './sessions-revoked.ts';

export const CHECKS: Check[] = [mixedLoad, rateLimitsShared, sessionsRevoked, jobsRunOnce];

/**
 * Checks that wait for features of issue 10 not on main yet (shown as todo until written):
 * - fair limits on writes: the per-account and per-IP limits on comments, spots, votes, reports
 *   and uploads count the writes of both instances together, with Retry-After.
 */
export const PENDING: string[] = ['write limits count the writes of both instances together (checks/write-limits-shared.ts)'];
