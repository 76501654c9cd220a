// A real OpenID Connect provider (the `oidc-provider` package) for local development, the
// end-to-end tests and the API tests: authorization code with PKCE (required), a plain login form
// that works by keyboard, consent granted automatically, everything in memory. Never for
// production: oidc-provider is a dev dependency, and the accounts and keys below are public.
//
//   node tools/dev-oidc-provider.mjs [--port 9400] [--redirect-uri http://localhost:8080/api/auth/login/dev/callback]
//
// prints the OIDC_PROVIDERS value that points the API at it. As a module:
//   const op = await startDevOidcProvider({ clients: [{ clientId, clientSecret, redirectUris }] });
//   op.issuer … op.provider.use(koaMiddleware) … await op.stop();
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** The account the login form suggests. Its e-mail address is verified. */
export const DEMO_ACCOUNT = Object.freeze({
  sub: 'dev-demo-0001',
  login: 'demo',
  password: 'demo-password',
  email: 'demo.person@example.org',
  emailVerified: true,
  name: 'Dana Demo',
  preferredUsername: 'dana.demo',
  locale: 'en',
});

export const DEV_CLIENT = Object.freeze({ clientId: 'moveable-dev', clientSecret: 'moveable-dev-secret' });

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function loginPage({ uid, clientId, title, error, login, hint }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}: sign in</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem; background: #f4f5f7; color: #111; }
  main { max-width: 24rem; margin: 0 auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; border: 1px solid #555; border-radius: 4px; }
  input:focus, button:focus { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .5rem 1rem; border-radius: 4px; border: 1px solid #1a5fb4; background: #1a5fb4; color: #fff; cursor: pointer; }
  button[name=cancel] { background: #fff; color: #1a5fb4; }
  [role=alert] { color: #a51d2d; font-weight: 600; }
  .hint { color: #444; font-size: .9rem; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>Sign in to continue to <strong>${escapeHtml(clientId)}</strong>.</p>
${error ? `<p role="alert" id="login-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
  <label for="login">Username or e-mail</label>
  <input id="login" name="login" required autofocus value="${escapeHtml(login ?? '')}"${error ? ' aria-describedby="login-error" aria-invalid="true"' : ''}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required>
  <div class="actions">
    <button type="submit">Sign in</button>
    <button type="submit" name="cancel" value="1" formnovalidate>Cancel</button>
  </div>
</form>
${hint ? `<p class="hint">${escapeHtml(hint)}</p>` : ''}
</main>
</body>
</html>`;
}

/** oidc-provider's storage, in memory and per provider (its built-in one warns on every start). */
function memoryAdapter() {
  const store = new Map();
  const live = (key) => {
    const entry = store.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
  };
  return class MemoryAdapter {
    constructor(model) {
      this.model = model;
    }
    key(id) {
      return `${this.model}:${id}`;
    }
    async upsert(id, payload, expiresIn) {
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Infinity;
      store.set(this.key(id), { payload, expiresAt });
      if (payload.grantId) store.set(`grant:${payload.grantId}`, { payload: [...(live(`grant:${payload.grantId}`) ?? []), this.key(id)], expiresAt });
      if (payload.uid) store.set(`${this.model}:uid:${payload.uid}`, { payload: id, expiresAt });
    }
    async find(id) {
      return live(this.key(id));
    }
    async findByUid(uid) {
      const id = live(`${this.model}:uid:${uid}`);
      return id === undefined ? undefined : this.find(id);
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId) {
      for (const key of live(`grant:${grantId}`) ?? []) store.delete(key);
      store.delete(`grant:${grantId}`);
    }
  };
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 10_000) {
        reject(new Error('form too large'));
        req.destroy();
      }
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

function send(res, status, body, type = 'text/html; charset=utf-8') {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    // No form-action: Chromium applies it to the redirects after the POST too, and the last one
    // leaves for the client's callback on another origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(body);
}

/**
 * @typedef {{ sub: string, login: string, password: string, email?: string, emailVerified?: boolean, name?: string, preferredUsername?: string, locale?: string }} DevAccount
 * @typedef {{ clientId: string, clientSecret?: string, redirectUris: string[] }} DevClient
 * @typedef {{ host?: string, port?: number, clients?: DevClient[], accounts?: DevAccount[], title?: string, showHint?: boolean, conformIdTokenClaims?: boolean }} DevProviderOptions
 */

/**
 * Starts the provider on host:port (0 = a free port). `accounts` sign in with `login` (or their
 * e-mail) and `password`; `clients` are confidential with a secret, public (PKCE only) without.
 * `provider` is the oidc-provider instance (a Koa app: tests may add middleware with .use()).
 * @param {DevProviderOptions} [options]
 * @returns {Promise<{ issuer: string, port: number, provider: import('oidc-provider').default, signingKey: import('jose').JWK & { kid: string }, stop: () => Promise<void> }>}
 */
export async function startDevOidcProvider({
  host = '127.0.0.1',
  port = 0,
  clients = [{ ...DEV_CLIENT, redirectUris: ['http://localhost:8080/api/auth/login/dev/callback'] }],
  accounts = [DEMO_ACCOUNT],
  title = 'moveable dev sign-in',
  showHint = true,
  conformIdTokenClaims = true,
} = {}) {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: `dev-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' };

  const bySub = new Map(accounts.map((a) => [a.sub, a]));
  const findByLogin = (login) => {
    const wanted = String(login ?? '')
      .trim()
      .toLowerCase();
    return accounts.find((a) => a.login.toLowerCase() === wanted || (a.email && a.email.toLowerCase() === wanted));
  };

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      ...(c.clientSecret
        ? { client_secret: c.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
        : { token_endpoint_auth_method: 'none' }),
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // auth_time in every ID token: when the person last typed their password here.
      require_auth_time: true,
    })),
    adapter: memoryAdapter(),
    jwks: { keys: [signingKey] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    conformIdTokenClaims,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username', 'locale'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            ...(account.email ? { email: account.email, email_verified: Boolean(account.emailVerified) } : {}),
            ...(account.name ? { name: account.name } : {}),
            ...(account.preferredUsername ? { preferred_username: account.preferredUsername } : {}),
            ...(account.locale ? { locale: account.locale } : {}),
          };
        },
      };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${escapeHtml(out.error)}: ${escapeHtml(out.error_description ?? '')}</p></main></body></html>`;
    },
  });

  /** The person is known (login done): grant what the client asked for, without a consent screen. */
  async function grantConsent(req, res, details) {
    const { prompt, params, session } = details;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
    if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(prompt.details.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
  }

  const hint = showHint ? `Demo account: ${DEMO_ACCOUNT.login} / ${DEMO_ACCOUNT.password}` : null;
  // Composed per request, so middleware added later with provider.use() takes part (Koa composes
  // the stack when callback() is called).
  const callback = (req, res) => provider.callback()(req, res);

  server.on('request', async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (!match) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== match[1]) return send(res, 400, 'interaction mismatch', 'text/plain');
      if (req.method === 'GET' && !match[2]) {
        if (details.prompt.name === 'login') {
          return send(res, 200, loginPage({ uid: details.uid, clientId: details.params.client_id, title, hint }));
        }
        return await grantConsent(req, res, details);
      }
      if (req.method === 'POST' && match[2]) {
        const form = await readForm(req);
        if (form.has('cancel')) {
          return await provider.interactionFinished(
            req,
            res,
            { error: 'access_denied', error_description: 'The person cancelled the sign-in.' },
            { mergeWithLastSubmission: false },
          );
        }
        const account = findByLogin(form.get('login'));
        if (!account || account.password !== form.get('password')) {
          const page = loginPage({
            uid: details.uid,
            clientId: details.params.client_id,
            title,
            hint,
            error: 'Wrong username or password.',
            login: form.get('login'),
          });
          return send(res, 401, page);
        }
        return await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
      }
      return send(res, 405, 'method not allowed', 'text/plain');
    } catch (error) {
      // Typically an expired or foreign interaction (its cookie is missing): start again.
      return send(res, 400, `${escapeHtml(error?.name ?? 'Error')}: ${escapeHtml(error?.message ?? '')}`, 'text/plain');
    }
  });

  const stop = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { issuer, port: address.port, provider, signingKey, stop };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '9400' },
      'client-id': { type: 'string', default: DEV_CLIENT.clientId },
      'client-secret': { type: 'string', default: DEV_CLIENT.clientSecret },
      'redirect-uri': {
        type: 'string',
        multiple: true,
        default: ['http://localhost:8080/api/auth/login/dev/callback', 'http://127.0.0.1:8080/api/auth/login/dev/callback'],
      },
    },
  });
  const op = await startDevOidcProvider({
    host: values.host,
    port: Number(values.port),
    clients: [{ clientId: values['client-id'], clientSecret: values['client-secret'], redirectUris: values['redirect-uri'] }],
  });
  const env = JSON.stringify([
    { id: 'dev', name: 'Dev sign-in', issuer: op.issuer, clientId: values['client-id'], clientSecret: values['client-secret'] },
  ]);
  console.log(`OpenID Connect provider on ${op.issuer} (demo account: ${DEMO_ACCOUNT.login} / ${DEMO_ACCOUNT.password})`);
  console.log(`Start the API with:\n  OIDC_PROVIDERS='${env}' npm start`);
  const shutdown = () => void op.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
