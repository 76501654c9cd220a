import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight.ts';

describe('singleFlight: concurrent callers share one run (one refresh for many requests)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const slowTask = (ms: number, result: () => string) => {
    let runs = 0;
    const task = () =>
      new Promise<string>((resolve, reject) => {
        runs += 1;
        setTimeout(() => {
          try {
            resolve(result());
          } catch (error) {
            reject(error as Error);
          }
        }, ms);
      });
    return { task, runs: () => runs };
  };

  it('twenty callers during one run → one run, one result for all', async () => {
    const { task, runs } = slowTask(1000, () => 'token-2');
    const refresh = singleFlight(task);
    const waiting = Array.from({ length: 20 }, () => refresh());
    await vi.advanceTimersByTimeAsync(500);
    waiting.push(refresh()); // arrives mid-flight: joins
    await vi.advanceTimersByTimeAsync(500);
    expect(await Promise.all(waiting)).toEqual(Array(21).fill('token-2'));
    expect(runs()).toBe(1);
  });

  it('a caller after the run has settled starts a new run', async () => {
    const { task, runs } = slowTask(100, () => 'x');
    const refresh = singleFlight(task);
    const first = refresh();
    await vi.advanceTimersByTimeAsync(100);
    await first;
    const second = refresh();
    await vi.advanceTimersByTimeAsync(100);
    await second;
    expect(runs()).toBe(2);
  });

  it('a failure reaches every waiting caller once, and the next call tries again', async () => {
    let fail = true;
    const { task, runs } = slowTask(100, () => {
      if (fail) throw new Error('refresh failed');
      return 'ok';
    });
    const refresh = singleFlight(task);
    const waiting = [refresh(), refresh(), refresh()].map((p) =>
      p.then(
        () => 'resolved',
        (e: Error) => e.message,
      ),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(await Promise.all(waiting)).toEqual(['refresh failed', 'refresh failed', 'refresh failed']);
    fail = false;
    const again = refresh();
    await vi.advanceTimersByTimeAsync(100);
    expect(await again).toBe('ok');
    expect(runs()).toBe(2);
  });
});
