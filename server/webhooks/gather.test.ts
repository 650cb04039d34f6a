import { describe, expect, it } from 'vitest';
import { gather } from './gather.ts';

describe('gathering items to write together', () => {
  it('writes what arrives within the wait as one batch, and settles each add with it', async () => {
    const batches: number[][] = [];
    const gathered = gather<number>(30, 100, async (items) => {
      batches.push(items);
    });
    await Promise.all([gathered.add(1), gathered.add(2), gathered.add(3)]);
    await gathered.add(4);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('writes at once when the batch is full', async () => {
    const batches: number[][] = [];
    const gathered = gather<number>(60_000, 2, async (items) => {
      batches.push(items);
    });
    await Promise.all([gathered.add(1), gathered.add(2)]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('rejects the adds of a batch that failed, and the next batch goes on', async () => {
    let fail = true;
    const gathered = gather<number>(10, 100, async () => {
      if (fail) throw new Error('database down');
    });
    await expect(gathered.add(1)).rejects.toThrow('database down');
    fail = false;
    await expect(gathered.add(2)).resolves.toBeUndefined();
  });

  it('flushes what waits, and waits for it', async () => {
    const written: number[] = [];
    const gathered = gather<number>(60_000, 100, async (items) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      written.push(...items);
    });
    void gathered.add(7);
    await gathered.flush();
    expect(written).toEqual([7]);
  });
});

describe('running tasks one at a time', () => {
  it('starts each task after the one before has settled, whatever it answered', async () => {
    const { oneAtATime } = await import('./gather.ts');
    const serial = oneAtATime();
    const order: string[] = [];
    let running = 0;
    const task = (name: string, fail = false) => async () => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(name);
      running -= 1;
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([serial(task('a')), serial(task('b', true)), serial(task('c'))]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
