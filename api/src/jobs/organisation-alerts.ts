// The organisations' alerts as a job of the scheduler: immediate alerts and due digests every
// ALERTS_INTERVAL (a minute by default), at start too, so what fell due while the server was down
// goes out at once. The digest is not a daily timer: each run checks whether the day before's
// digest is due (the Zurich hour has come) and not yet sent, which survives restarts and a server
// that was down at the hour.
import type { JobsConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createAlertSender } from '../domain/alerts/send-alerts.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Job } from './scheduler.ts';

export function alertJobs(db: Database, mailer: Mailer, config: JobsConfig): Job[] {
  const sender = createAlertSender(db.kysely, mailer, config.alerts);
  return [{ name: 'organisation-alerts', schedule: { everyMs: config.alerts.intervalMs, runAtStart: true }, run: () => sender.run() }];
}
