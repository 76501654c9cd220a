// Work that outlives its request, such as delivering mail after the answer went out, or the part
// of a password-reset request that must not make "account exists" slower than "no account".
// Tracked, so shutdown and tests can wait for it; a failure is logged, never sent to a client.
import type { FastifyBaseLogger } from 'fastify';

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Resolves once nothing is running, including tasks started by the tasks awaited. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
