// The BUILT custom elements in Chromium, loaded as a partner page would: a page on another
// origin with our import map (absolute URLs to our server) and our element tags.
import { readFileSync, writeFileSync } from 'node:fs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter } from '@web/test-runner';
import { startTestServer } from './tools/test-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/chromium.mjs';
import { IMPORTMAP_PATH } from './tools/importmap.mjs';

let server = null;

function partnerImportMap() {
  const map = JSON.parse(readFileSync(IMPORTMAP_PATH, 'utf8'));
  const imports = Object.fromEntries(Object.entries(map.imports).map(([spec, url]) => [spec, new URL(url, server.url).href]));
  return JSON.stringify({ imports }).replace(/</g, '\\u003c');
}

/** Counts passed and failed tests into WTR_REPORT for the test command's summary line. */
function countingReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const walk = (suite) => {
        for (const t of suite.tests ?? []) {
          if (t.passed) passed++;
          else if (!t.skipped) failed++;
        }
        for (const s of suite.suites ?? []) walk(s);
      };
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        if (session.errors?.length) failed += 1; // a file that failed to load
      }
      if (process.env.WTR_REPORT) writeFileSync(process.env.WTR_REPORT, JSON.stringify({ passed, failed }));
    },
  };
}

const partnerPage =
  (body, head = '') =>
  (testFramework) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A partner's page</title>
    ${head}
    <script>window.MOVEABLE_ORIGIN = ${JSON.stringify(server.url)};</script>
  </head>
  <body>
    <h1>Stadt Zürich – Velo</h1>
    ${body}
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`;

/** The page docs/embedding.md describes: a strict CSP that names our origin, a nonce for our loader. */
const strictCspPage = (testFramework) => {
  const ours = server.url;
  const csp = [
    "default-src 'none'",
    `script-src 'self' 'nonce-partner-nonce' ${ours}`,
    `connect-src 'self' ${ours}`,
    `img-src 'self' ${ours} data:`,
    "style-src 'unsafe-inline'",
  ].join('; ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${csp}" />
    <title>A partner's strict page</title>
    <script nonce="partner-nonce">
      window.MOVEABLE_ORIGIN = ${JSON.stringify(ours)};
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e));
    </script>
  </head>
  <body>
    <h1>Stadt Zürich – Velo</h1>
    <moveable-spots organisation="zuerich" limit="2"></moveable-spots>
    <script src="${ours}/embed.js" nonce="partner-nonce" async></script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`;
};

export default {
  groups: [
    {
      // The partner copied our import map into the page.
      name: 'import-map',
      files: 'e2e/elements/*.test.js',
      testRunnerHtml: (framework) => partnerPage('', `<script type="importmap">${partnerImportMap()}</script>`)(framework),
    },
    {
      // A partner page with one list of spots through our loader: what it loads, and what not.
      name: 'embed-loader-spots',
      files: 'e2e/elements/loader-spots/*.test.js',
      testRunnerHtml: (framework) =>
        partnerPage(`<moveable-spots organisation="zuerich"></moveable-spots>
    <script src="${server.url}/embed.js" async></script>`)(framework),
    },
    {
      // A partner page that cannot take an import map: the standalone bundle, nothing else of ours.
      name: 'standalone',
      files: 'e2e/elements/standalone/*.test.js',
      testRunnerHtml: (framework) =>
        partnerPage(`<moveable-spots organisation="zuerich" lang="fr" theme="dark" limit="3"></moveable-spots>
    <script src="${server.url}/standalone/moveable-spots.js" async></script>`)(framework),
    },
    {
      // A partner page under a strict CSP that allows our origin by name and gives our loader a nonce.
      name: 'embed-loader-csp',
      files: 'e2e/elements/loader-csp/*.test.js',
      testRunnerHtml: strictCspPage,
    },
    {
      // The partner has an import map of its own and includes our loader script.
      name: 'embed-loader',
      files: 'e2e/elements/loader/*.test.js',
      testRunnerHtml: (framework) =>
        partnerPage(
          `<moveable-map organisation="zuerich" height="300px"></moveable-map>
    <moveable-spots organisation="zuerich"></moveable-spots>
    <moveable-news organisation="zuerich" limit="2"></moveable-news>
    <script src="${server.url}/embed.js" async></script>`,
          `<script type="importmap" id="partner-map">{ "imports": { "react": "/partner/react.js" } }</script>`,
        )(framework),
    },
  ],
  nodeResolve: false,
  hostname: '127.0.0.1',
  concurrency: 1,
  testsFinishTimeout: 120_000,
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } })],
  plugins: [
    {
      name: 'moveable-api-server',
      async serverStart() {
        server = await startTestServer('wtr');
      },
      async serverStop() {
        await server?.stop();
      },
    },
  ],
  testFramework: { config: { timeout: 20_000 } },
  reporters: [defaultReporter(), countingReporter()],
};
