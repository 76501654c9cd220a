import { describe, expect, it } from 'vitest';
import { scrollAction } from './scroll-policy.ts';

describe('scrollAction (spec §2)', () => {
  it.each([
    ['spots-id', 'spots'],
    ['spots', 'spots-id'],
    ['spots-id', 'index'],
    ['spots-id', 'profile'],
    ['spots-id', 'users-nameOrOldId'],
    ['spots-id', 'premium'],
    ['spots-id', 'entries'],
    ['news-slug', 'news'],
    ['index', 'news-slug'],
  ])('%s → %s restores', (from, to) => {
    expect(scrollAction(from, to, '')).toEqual({ kind: 'restore' });
  });

  it.each([
    ['spots', 'map'],
    ['spots-id', 'news'],
    ['news-slug', 'spots'],
    ['spots', 'spots'],
    [null, 'spots'],
    ['spots-id', 'spots-id'],
  ])('%s → %s goes to the top', (from, to) => {
    expect(scrollAction(from, to, '')).toEqual({ kind: 'top' });
  });

  it('a hash target wins', () => {
    expect(scrollAction('spots-id', 'spots', '#comments')).toEqual({ kind: 'hash', id: 'comments' });
    expect(scrollAction('spots', 'spots', '#')).toEqual({ kind: 'top' });
  });
});
