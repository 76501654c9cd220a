import { describe, expect, it } from 'vitest';
import { rootRedirectTarget } from './locale-redirect.ts';

describe('root path locale redirect (spec §2: cookie, then browser languages, then fallback)', () => {
  it.each([
    ['/', '', '', ['fr-CH', 'de'], '/fr'],
    ['/', '', 'locale=it', ['fr-CH'], '/it'],
    ['/', '', 'locale=de', ['fr-CH'], null],
    ['/', '', '', ['de-CH'], null],
    ['/', '', '', ['ja', 'ko'], null],
    ['/', '?platform=walkable', '', ['en-GB'], '/en?platform=walkable'],
    ['/spots', '', 'locale=fr', ['fr'], null],
    ['/fr/', '', 'locale=it', ['it'], null],
  ])('%s%s with cookie "%s" and %j → %s', (path, search, cookie, languages, target) => {
    expect(rootRedirectTarget(path, search, cookie, languages)).toBe(target);
  });
});
