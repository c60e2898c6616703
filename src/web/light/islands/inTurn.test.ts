import { describe, expect, it } from 'vitest';
import { inTurn, yieldToMain } from './inTurn';

/** Resolves after `count` turns of the microtask queue. */
async function microtasks(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn++) await Promise.resolve();
}

describe('inTurn', () => {
  it('runs the work after every microtask queued before it settles: in a task of its own', async () => {
    let microtasksDone = false;
    const work = inTurn(() => microtasksDone);
    void microtasks(100).then(() => {
      microtasksDone = true;
    });
    expect(await work).toBe(true);
  });

  it('runs the pieces of work in the order queued, one failing without stopping the next', async () => {
    const order: string[] = [];
    const first = inTurn(() => order.push('first'));
    const failing = inTurn(() => {
      throw new Error('a broken island');
    });
    const last = inTurn(() => order.push('last'));
    expect(order).toEqual([]);
    await expect(failing).rejects.toThrow('a broken island');
    await Promise.all([first, last]);
    expect(order).toEqual(['first', 'last']);
  });
});

describe('yieldToMain', () => {
  it('resolves once the microtasks queued before it have run', async () => {
    let microtasksDone = false;
    const yielded = yieldToMain().then(() => microtasksDone);
    void microtasks(100).then(() => {
      microtasksDone = true;
    });
    expect(await yielded).toBe(true);
  });
});
