/**
 * Wraps an async task so that callers arriving while it runs share the running promise instead
 * of starting it again: twenty requests that find an expired token cause ONE refresh.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
