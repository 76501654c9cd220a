// Starts the background jobs when the app is ready and stops them (waiting for a run in progress)
// before it closes. Registered by app.ts only when the config has `jobs`: the server's config
// does (JOBS=false turns them off), the tests' does not, unless a test asks for them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobsConfig, WebhooksConfig } from '../config.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import { startScheduler, type Scheduler } from './scheduler.ts';
import { alertJobs } from './organisation-alerts.ts';
import { spotJobs } from './spot-jobs.ts';
import { webhookJobs } from './webhook-deliveries.ts';

export default fp<{ config: JobsConfig; webhooks: WebhooksConfig; storage: PhotoStorage }>(
  async function jobsPlugin(app: FastifyInstance, { config, webhooks, storage }) {
    let scheduler: Scheduler | undefined;
    app.addHook('onReady', async () => {
      scheduler = startScheduler(
        app.db,
        [
          ...spotJobs(app.db, storage, config),
          ...alertJobs(app.db, app.mailer, config),
          ...webhookJobs(app.db, app.mailer, config, webhooks, app.log),
        ],
        app.log,
      );
    });
    app.addHook('preClose', async () => {
      await scheduler?.stop();
    });
  },
  { name: 'jobs', dependencies: ['db', 'mailer'] },
);
