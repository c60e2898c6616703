/**
 * Work a request starts and does not wait for, so its answer tells nothing about it (asking for
 * a password reset must not answer a known admin e-mail measurably slower than an unknown one).
 * Every piece is tracked: a failure is logged with what it was, and closing the app (a graceful stop)
 * waits for what is under way. Work that must survive a crash belongs in the database (the outbox),
 * not here.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface BackgroundWork {
  /** Starts `work` now; its failure is logged as `what`. */
  start(what: string, log: FastifyBaseLogger, work: () => Promise<void>): void;
  /** Resolves once everything started so far has finished. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundWork: BackgroundWork;
  }
}

function backgroundWork(): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    start(what, log, work) {
      const done: Promise<void> = work()
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/** Decorates the app with its background work, waited for when the app closes. */
export function registerBackgroundWork(app: FastifyInstance): BackgroundWork {
  const work = backgroundWork();
  app.decorate('backgroundWork', work);
  app.addHook('onClose', () => work.idle());
  return work;
}
