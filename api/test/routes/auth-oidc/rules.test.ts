// The rules around the flow, case by case: OIDC_PROVIDERS parsing and the client choice (spec §9),
// the redirect after sign-in, and usernames made from a provider's claims.
import { describe, expect, it } from 'vitest';
import { chooseClient, clientByKey, parseOidcProviders } from '../../../src/auth/oidc/config.ts';
import { safeRedirectPath } from '../../../src/auth/oidc/redirect.ts';
import { loadConfig } from '../../../src/config.ts';
import { usernameFrom } from '../../../src/routes/auth-oidc/repository.ts';

const keycloak = {
  id: 'keycloak',
  name: 'Keycloak',
  issuer: 'https://id.example.org/realms/moveable',
  clientId: 'moveable-web',
  clientSecret: 's3cret-value',
};

describe('OIDC_PROVIDERS', () => {
  it('unset or empty: no providers', () => {
    expect(parseOidcProviders(undefined)).toEqual([]);
    expect(parseOidcProviders('  ')).toEqual([]);
    expect(loadConfig({}).oidcProviders).toBeUndefined();
  });

  it('parses a provider with defaults (scopes, no per-platform clients)', () => {
    expect(parseOidcProviders(JSON.stringify([keycloak]))).toEqual([{ ...keycloak, scopes: ['openid', 'email', 'profile'], clients: {} }]);
  });

  it('always asks for openid', () => {
    expect(parseOidcProviders(JSON.stringify([{ ...keycloak, scopes: ['email'] }]))[0]!.scopes).toEqual(['openid', 'email']);
  });

  it('is read by loadConfig; http only for a provider on this machine, in production or not', () => {
    const http = JSON.stringify([{ ...keycloak, issuer: 'http://keycloak:8080/realms/moveable' }]);
    for (const env of [{}, { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }]) {
      expect(() => loadConfig({ OIDC_PROVIDERS: http, ...env })).toThrow(/OIDC_PROVIDERS\[0\]\["issuer"\]: must be an https URL/);
      for (const issuer of ['http://127.0.0.1:9400', 'http://localhost:9400/realms/dev', 'http://[::1]:9400']) {
        const loopback = JSON.stringify([{ ...keycloak, issuer }]);
        expect(loadConfig({ OIDC_PROVIDERS: loopback, ...env }).oidcProviders?.[0]?.issuer).toBe(issuer);
      }
    }
  });

  it.each([
    ['not JSON', '[{', /must be a JSON array/],
    ['not an array', JSON.stringify(keycloak), /OIDC_PROVIDERS: /],
    ['a bad id', JSON.stringify([{ ...keycloak, id: 'Key Cloak' }]), /\["id"\]: must be 1 to 32/],
    ['no issuer', JSON.stringify([{ ...keycloak, issuer: undefined }]), /\["issuer"\]/],
    ['an issuer with a query', JSON.stringify([{ ...keycloak, issuer: 'https://id.example.org/?x=1' }]), /\["issuer"\]/],
    ['an unknown field', JSON.stringify([{ ...keycloak, client_id: 'x' }]), /OIDC_PROVIDERS\[0\]/],
    ['two with one id', JSON.stringify([keycloak, keycloak]), /unique/],
    ['a client key that is no platform', JSON.stringify([{ ...keycloak, clients: { 'bicycle:ch': 'x' } }]), /\["clients"\]/],
  ])('refuses %s, naming the field', (_name, raw, message) => {
    expect(() => parseOidcProviders(raw)).toThrow(message);
  });

  it('never repeats a secret in its error', () => {
    const raw = JSON.stringify([
      { ...keycloak, clientSecret: '' },
      { ...keycloak, id: 'b', clientSecret: 42 },
    ]);
    expect(() => parseOidcProviders(raw)).toThrow(/clientSecret/);
    try {
      parseOidcProviders(JSON.stringify([{ ...keycloak, id: 'BAD', clientSecret: 'very-secret-value' }]));
    } catch (error) {
      expect(String(error)).not.toContain('very-secret-value');
    }
  });
});

describe('chooseClient (spec §9: client ids per platform, country and world flag)', () => {
  const [provider] = parseOidcProviders(
    JSON.stringify([
      {
        ...keycloak,
        clients: {
          walkable: 'walkable-web',
          'walkable:world': { clientId: 'walkable-world' },
          'bikeable:de': { clientId: 'bikeable-de', clientSecret: 'de-secret' },
        },
      },
    ]),
  );

  it.each([
    ['bikeable', 'ch', 'default', 'moveable-web', 's3cret-value'],
    ['bikeable', 'de', 'bikeable:de', 'bikeable-de', 'de-secret'],
    ['bikeable', null, 'default', 'moveable-web', 's3cret-value'],
    ['walkable', 'ch', 'walkable', 'walkable-web', 's3cret-value'],
    ['walkable', null, 'walkable:world', 'walkable-world', undefined],
    ['accessable', 'ch', 'default', 'moveable-web', 's3cret-value'],
  ] as const)('%s/%s → %s', (platform, country, key, clientId, clientSecret) => {
    const client = chooseClient(provider!, platform, country);
    expect(client).toEqual({ key, clientId, clientSecret });
    expect(clientByKey(provider!, key)).toEqual(client);
  });

  it('a key that is gone from the config finds nothing', () => {
    expect(clientByKey(provider!, 'accessable:world')).toBeNull();
    expect(clientByKey(provider!, 'constructor')).toBeNull();
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/spots', '/spots'],
    ['/fr/spots/12?sort=votes#map', '/fr/spots/12?sort=votes#map'],
    ['/close', '/close'],
    ['/', '/'],
    ['/a/../b', '/b'],
  ])('keeps %s as %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'spots',
    'https://evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ spots',
    'javascript:alert(1)',
    '\\\\evil.example',
    '/api/auth/login/x',
    '/api',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('usernameFrom (a new account’s name from the provider’s claims)', () => {
  it.each([
    ['dana.demo', 'dana.demo'],
    ['Dana Demo', 'Dana-Demo'],
    ['jürg.müller@example.ch', 'jürg.müller'],
    ['  --Zoë!! ', 'Zoë'],
    ['ab', null],
    ['admin', null],
    ['!!!', null],
    ['a'.repeat(40), 'a'.repeat(30)],
    ['ｆｕｌｌｗｉｄｔｈ', 'fullwidth'],
  ])('%j → %j', (hint, expected) => {
    expect(usernameFrom(hint)).toBe(expected);
  });
});
