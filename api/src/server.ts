// Starts the API and site server: config from the environment, listen, and shut down cleanly on
// SIGINT/SIGTERM (finish in-flight requests, close the database so PGlite flushes its files).
import { buildApp } from './app.ts';
import { readOrCreateAuthSecret } from './auth/secret.ts';
import { loadConfig } from './config.ts';
import { allocatorAdvice } from './images/allocator.ts';

const started = performance.now();
const env = loadConfig();
// Production must set AUTH_SECRET (loadConfig refuses to start without it); development keeps a
// generated one in DATA_DIR so restarts keep everyone signed in.
const config = env.authSecret ? env : { ...env, authSecret: await readOrCreateAuthSecret(env.authSecretFile) };
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A stuck close must not keep a container from stopping.
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.db.engine, siteDir: config.siteDir, ms: Math.round(performance.now() - started) },
    `ready on http://${config.host}:${config.port}`,
  );
  const advice = allocatorAdvice();
  if (advice) app.log.warn(advice);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
