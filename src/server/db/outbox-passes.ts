/**
 * How a server works through an outbox in the database (the e-mails, the messages to travellers): a pass
 * every `intervalMs` and whenever woken, one pass at a time (a wake during a pass asks for one more after
 * it), passes again at once while the last one says more may be waiting, and none once stopping. What a
 * pass claims and how it hands its claims back stay with each outbox.
 */

export interface OutboxPasses {
  /** A pass now, or right after the one under way. */
  wake(): void;
  /** No pass starts from now on; the timer ends. */
  stopping(): void;
  /** True once stopping: a pass checks it between two items. */
  readonly isStopping: boolean;
  /** The pass under way, if any. */
  running(): Promise<void> | null;
}

export function startOutboxPasses(options: {
  intervalMs: number;
  /** One pass; answers true when more may be waiting (a full batch). */
  pass: () => Promise<boolean>;
  /** A pass failed (the database went away, say): the outbox logs it and sees to its claims. */
  onFailure: (error: unknown) => Promise<void> | void;
}): OutboxPasses {
  let stopping = false;
  let running: Promise<void> | null = null;
  let again = false;

  const wake = () => {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          if (await options.pass()) again = true;
        } while (again && !stopping);
      } catch (error) {
        await options.onFailure(error);
      } finally {
        running = null;
      }
    })();
  };

  const timer = setInterval(wake, options.intervalMs);
  timer.unref();
  wake();
  return {
    wake,
    stopping: () => {
      stopping = true;
      clearInterval(timer);
    },
    get isStopping() {
      return stopping;
    },
    running: () => running,
  };
}
