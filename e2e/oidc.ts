// The external sign-in the server offers in the end-to-end tests: a real OpenID Connect provider
// (tools/dev-oidc-provider.mjs) that global-setup.ts starts next to the server.
export const E2E_OIDC = { id: 'dev', name: 'Dev ID', clientId: 'moveable-e2e', clientSecret: 'moveable-e2e-secret' } as const;
