/**
 * What every in-memory copy of a table needs (the prices, the Check My Booking answers): a table trigger
 * notifies a channel at the commit of any write, whoever writes (this process, another server, an operator
 * in psql), and each server listens and forgets its copy. Two things make that safe:
 * - a generation, bumped by every change: a read that began before one must not store what it read, or a
 *   copy older than the change would outlive it;
 * - the listening state: while the listening connection is down (a PostgreSQL restart) a change may go
 *   unnoticed, so nothing may be stored; when it listens again everything is forgotten once more.
 * See docs/decisions/023-one-round-trip-and-memory-served.md and 028.
 */
import type { DatabaseHandle } from './client';

export interface ChangeWatch {
  /** Taken before a read of the table; pass it to `mayKeep` once the read is done. */
  generation(): number;
  /** True when what was read since `generation()` answered `startedAt` may be kept in memory. */
  mayKeep(startedAt: number): boolean;
  /** Forgets at once: a write path of this process calls it after its commit. */
  changed(): void;
  close(): Promise<void>;
}

/** Listens on `channel`; `forget` drops the copy at every change (and whenever listening stops or starts). */
export async function watchChanges(
  database: DatabaseHandle,
  channel: string,
  forget: () => void,
): Promise<ChangeWatch> {
  let generation = 0;
  let listening = false;
  const changed = () => {
    generation += 1;
    forget();
  };
  const stop = await database.listen(channel, {
    notify: changed,
    listening: (isListening) => {
      listening = isListening;
      changed();
    },
  });
  return {
    generation: () => generation,
    mayKeep: (startedAt) => listening && startedAt === generation,
    changed,
    close: stop,
  };
}
