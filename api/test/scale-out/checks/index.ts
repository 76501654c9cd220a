// What the two-instance test checks, in order, on one running cluster. A feature that must hold
// across instances adds a file here and a line below; its test starts nothing of its own.
import type { Check } from './check.ts';
import { jobsRunOnce } from './jobs-run-once.ts';
import { mixedLoad } from './mixed-load.ts';
import { rateLimitsShared } from './rate-limits-shared.ts';
import { sessionsRevoked } from './sessions-revoked.ts';
import { writeLimitsShared } from './write-limits-shared.ts';

export const CHECKS: Check[] = [mixedLoad, rateLimitsShared, writeLimitsShared, sessionsRevoked, jobsRunOnce];
