import { describe, expect, it } from 'vitest';
import { config } from '@moveable/shared';
import { providerLoginUrl } from './provider-buttons.tsx';

describe('providerLoginUrl', () => {
  it('names the redirect, platform and country so the server picks the right client (spec §9)', () => {
    const url = new URL(providerLoginUrl('keycloak', '/fr/close', { platform: 'walkable', country: 'world' }));
    expect(url.href.startsWith(`${config.apiBase}/auth/login/keycloak?`)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({ redirect: '/fr/close', platform: 'walkable', country: 'world' });
  });
});
