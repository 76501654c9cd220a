import { startDevGeocoder } from '../tools/dev-geocoder.mjs';
import { DEMO_ACCOUNT, startDevOidcProvider } from '../tools/dev-oidc-provider.mjs';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startTestServer } from '../tools/test-server.mjs';
import { startMailCatcher } from './mail-catcher';
import { E2E_OIDC } from './oidc';
import { E2E_APP_LINKS } from './app-links';

// One real server for the run (and one untouched by the tests for the screenshots), the OpenID
// Connect provider it signs people in with, and a local
// geocoder speaking Nominatim's protocol for the address search; workers read their addresses from
// the environment. Mail goes over SMTP to a local catcher that writes each message into a folder
// (E2E_MAIL_DIR), where specs read links as a person would. The provider's port is chosen first, so the server
// can start knowing its issuer; the provider then learns the server's callback URL.
export default async function globalSetup() {
  const issuer = `http://127.0.0.1:${await freePort()}`;
  const { id, name, clientId, clientSecret } = E2E_OIDC;
  const geocoder = await startDevGeocoder();
  const mailDir = join(tmpdir(), `moveable-e2e-mail-${process.pid}`);
  const mail = await startMailCatcher(mailDir);
  const server = await startTestServer('e2e', {
    env: ({ url }) => ({
      PUBLIC_URL: url,
      OIDC_PROVIDERS: JSON.stringify([{ id, name, issuer, clientId, clientSecret }]),
      GEOCODER_URL: geocoder.template,
      SMTP_URL: mail.url,
      APP_LINKS: JSON.stringify(E2E_APP_LINKS),
      // Locales bound to domains (locale-domains.spec.ts); 127.0.0.1, which the other specs use, is no host of these.
      LOCALE_DOMAINS: 'bikeable.localhost=de,fr.bikeable.localhost=fr',
    }),
  });
  const provider = await startDevOidcProvider({
    port: Number(new URL(issuer).port),
    clients: [{ clientId, clientSecret, redirectUris: [`${server.url}/api/auth/login/${id}/callback`] }],
    accounts: [DEMO_ACCOUNT],
  });
  // The visual comparisons read a server of their own: the other specs add spots, votes and
  // comments as they go, and the pages would differ from one run to the next.
  const visual = await startTestServer('e2e-visual', { env: { GEOCODER_URL: geocoder.template } });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_VISUAL_URL = visual.url;
  process.env.E2E_OIDC_ISSUER = provider.issuer;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await visual.stop();
    await provider.stop();
    await geocoder.stop();
    await mail.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
