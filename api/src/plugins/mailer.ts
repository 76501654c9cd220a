// app.mailer (outbox plus SMTP when configured) and app.background (work after the answer).
// On close, background work finishes before the database closes (db's onClose hook runs after
// this one because db was registered first).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BackgroundTasks } from '../background.ts';
import type { Config } from '../config.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    background: BackgroundTasks;
  }
}

export default fp<{ config: Config }>(
  async function mailerPlugin(app: FastifyInstance, { config }) {
    const background = new BackgroundTasks(app.log);
    const mailer = createMailer({
      db: app.db.kysely,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      publicUrl: config.publicUrl,
      log: app.log,
      background,
    });
    app.decorate('background', background);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await background.idle();
      mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
