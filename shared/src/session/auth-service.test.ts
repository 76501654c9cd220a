import { afterEach, describe, expect, it } from 'vitest';
import { configure } from '../runtime/config.ts';
import { fakeJwt } from '../../testing/jwt.ts';
import { authServiceBearer } from './auth-service.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0); // ms
const valid = fakeJwt({ sub: '1', exp: NOW / 1000 + 600 });
const expired = fakeJwt({ sub: '1', exp: NOW / 1000 - 1 });
const PUBLIC = 'pat_a-public-app-token-of-at-least-32-characters';

afterEach(() => configure({ publicAppToken: null }));

describe('authServiceBearer (spec §7: the valid token, otherwise the static token)', () => {
  it.each<[string, string | null, string | null, string | null]>([
    ["a valid person's token", valid, PUBLIC, valid],
    ["a valid person's token, no public token", valid, null, valid],
    ['an expired token: the public token', expired, PUBLIC, PUBLIC],
    ['an unreadable token: the public token', 'not-a-jwt', PUBLIC, PUBLIC],
    ['signed out: the public token', null, PUBLIC, PUBLIC],
    ['signed out, no public token: no header', null, null, null],
    ['an expired token, no public token: no header', expired, null, null],
  ])('%s', (_, token, publicToken, expected) => {
    configure({ publicAppToken: publicToken });
    expect(authServiceBearer(token, NOW)).toBe(expected);
  });
});
