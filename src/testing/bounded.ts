/**
 * Waits with a limit and a reason: `bounded` settles as `promise` does, or fails after `ms` saying what it
 * waited for (and, from `what` as a function, what it saw by then), so a test that cannot go on says why
 * at once instead of ending in the runner's timeout.
 */
export async function bounded<T>(promise: Promise<T>, ms: number, what: string | (() => string)): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const reason = typeof what === 'function' ? what() : what;
      reject(new Error(`waited ${ms / 1000} s for ${reason}`));
    }, ms);
  });
  // The promise may still fail after the limit (a server killed by the clean-up): nobody listens then.
  promise.catch(() => {});
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `condition` every `everyMs` until it holds; fails after `ms` saying what it waited for. */
export async function until(
  condition: () => Promise<boolean>,
  what: string | (() => string),
  options: { ms?: number; everyMs?: number } = {},
): Promise<void> {
  const { ms = 60_000, everyMs = 200 } = options;
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`waited ${ms / 1000} s for ${typeof what === 'function' ? what() : what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
