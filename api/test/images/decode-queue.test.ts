// The decode queue: at most `concurrency` slots busy, newcomers wait in arrival order, a large
// whole-frame decode takes several slots, and one upload more than the queue holds is refused
// with a Retry-After estimate instead of waiting without bound.
import { describe, expect, it } from 'vitest';
import { DecodeQueue, DecodeQueueFull, SLOT_BYTES } from '../../src/images/decode-queue.ts';

/** A decode that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('DecodeQueue', () => {
  it('runs at most `concurrency` decodes at once, the others in arrival order', async () => {
    const queue = new DecodeQueue(2, 10);
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const runs = gates.map((g, i) =>
      queue.run(1, async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
  });

  it('a whole-frame decode takes a slot per 64 MB, at most all of them, and is not overtaken', async () => {
    const queue = new DecodeQueue(3, 10);
    expect(queue.slotsFor(0)).toBe(1);
    expect(queue.slotsFor(SLOT_BYTES)).toBe(1);
    expect(queue.slotsFor(SLOT_BYTES + 1)).toBe(2);
    expect(queue.slotsFor(7200 * 5000 * 4 * 2)).toBe(3); // a 36-megapixel 16-bit RGBA PNG, interlaced
    const started: string[] = [];
    const small = gate();
    const big = gate();
    const first = queue.run(1, async () => {
      started.push('small');
      await small.opened;
    });
    const large = queue.run(3, async () => {
      started.push('big');
      await big.opened;
    });
    const after = queue.run(1, async () => void started.push('after'));
    await tick();
    // Two slots are free, but the big one waits for all three, and the one behind it waits too.
    expect(started).toEqual(['small']);
    small.open();
    await tick();
    expect(started).toEqual(['small', 'big']);
    big.open();
    await Promise.all([first, large, after]);
    expect(started).toEqual(['small', 'big', 'after']);
  });

  it('refuses one more than `queueLength` waiting, with a Retry-After of at least a second; a failed decode frees its slot', async () => {
    const queue = new DecodeQueue(1, 2);
    const g = gate();
    const running = queue.run(1, () => g.opened);
    const waiting = [queue.run(1, async () => 'a'), queue.run(1, async () => 'b')];
    expect(queue.full).toBe(true);
    const refused = await queue.run(1, async () => 'c').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DecodeQueueFull);
    expect((refused as DecodeQueueFull).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    g.open();
    await running;
    expect(await Promise.all(waiting)).toEqual(['a', 'b']);
    expect(queue.full).toBe(false);
    await expect(queue.run(1, async () => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await queue.run(1, async () => 'next')).toBe('next');
  });

  it('with a queue length of 0, a decode runs when a slot is free and is refused otherwise', async () => {
    const queue = new DecodeQueue(1, 0);
    const g = gate();
    const running = queue.run(1, () => g.opened);
    await expect(queue.run(1, async () => 'x')).rejects.toBeInstanceOf(DecodeQueueFull);
    g.open();
    await running;
    expect(await queue.run(1, async () => 'y')).toBe('y');
  });
});
