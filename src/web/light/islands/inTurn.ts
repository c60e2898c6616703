/** The browser's own yield (Chromium 129 and later): the rest runs in a task of its own, ahead of timers. */
type WithSchedulerYield = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a task of its own, so that whatever the browser has waiting (a paint, a tap) runs first:
 * `scheduler.yield()` where the browser has it (its continuation runs ahead of other tasks), else a timer
 * (not nested, so not clamped).
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as WithSchedulerYield;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` in a task of its own, after every piece of work queued before it: hydrating several islands
 * (or evaluating one island's modules, then hydrating it) in one task makes one long task of a slow
 * phone's main thread, which a tap then waits behind (docs/decisions/039).
 */
export function inTurn<T>(work: () => T): Promise<T> {
  const done = queue.then(yieldToMain).then(work);
  queue = done.catch(() => undefined);
  return done;
}
