/**
 * The per-route, per-address limits (@fastify/rate-limit's store) of the embedded database, counted in
 * memory and written behind to `limit_counters`. Only one process can open a PGlite data directory, so
 * this process is the only one counting those keys: memory is the truth, and the table is its copy for
 * the next start. The table's rows of the scope are read once at start; changed counters are written
 * within FLUSH_MS, and at a graceful stop (the last app using the database closes). A crash loses up to
 * FLUSH_MS of hits. Everything else (failed sign-ins, PostgreSQL) counts one statement per hit
 * (counters.ts). Counts are exactly counters.ts's: a window starts at a key's first hit, a refused hit
 * is not counted. See docs/decisions/028-check-my-booking-from-memory.md.
 */

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { watchChanges } from '../db/change-watch';
import { type DatabaseHandle, queryRows } from '../db/client';
import type { CounterHit } from './counters';

/** How often changed counters are written to the table: the hits a crash can lose. */
const FLUSH_MS = 1000;
/** The table's trigger (migration limit_counters_emptied) notifies this when the table is emptied. */
const EMPTIED_CHANNEL = 'limit_counters_emptied';

export interface MemoryCounters {
  /** counters.ts's countHit, at `now` (ms since the epoch), answered at once. */
  countHit(hit: { key: string; windowMs: number; limit: number }, now: number): CounterHit;
  /** Writes the changed counters to the table now. */
  flush(): Promise<void>;
}

interface Counter {
  hits: number;
  endsAt: number;
  dirty: boolean;
}

interface Shared {
  started: Promise<{ counters: MemoryCounters; stop: () => Promise<void> }>;
  users: number;
}

/** One set of counters per database handle, whichever apps share it (tests build several on one). */
const byDatabase = new WeakMap<DatabaseHandle, Shared>();

/**
 * The counters of keys starting with `scope` on this database, shared by every app on it; `release` when
 * the app closes: it writes the changed counters, and the last release stops the writing behind.
 */
export async function acquireMemoryCounters(
  database: DatabaseHandle,
  scope: string,
  log: FastifyBaseLogger,
): Promise<{ counters: MemoryCounters; release: () => Promise<void> }> {
  let shared = byDatabase.get(database);
  if (!shared) {
    const started = startMemoryCounters(database, scope, log);
    shared = { started, users: 0 };
    byDatabase.set(database, shared);
    // A start that failed (the table unreadable) is tried again by the next app, not kept.
    started.catch(() => {
      if (byDatabase.get(database)?.started === started) byDatabase.delete(database);
    });
  }
  shared.users += 1;
  const owned = shared;
  const { counters, stop } = await owned.started;
  let released = false;
  return {
    counters,
    release: async () => {
      if (released) return;
      released = true;
      owned.users -= 1;
      if (owned.users > 0) return counters.flush();
      byDatabase.delete(database);
      await stop();
    },
  };
}

async function startMemoryCounters(database: DatabaseHandle, scope: string, log: FastifyBaseLogger) {
  const entries = new Map<string, Counter>();
  // The latest instant counted at: windows ended before it are dropped from memory at a flush (the
  // scheduler deletes their rows). A test's pinned clock is followed, so its windows stay.
  let lastNow = 0;
  const watch = await watchChanges(database, EMPTIED_CHANNEL, () => entries.clear());
  const startedAt = watch.generation();
  const rows = await queryRows<{ key: string; hits: number; ends_ms: number }>(
    database.db,
    sql`select key, hits, extract(epoch from window_ends_at)::float8 * 1000 as ends_ms
    from limit_counters where starts_with(key, ${scope})`,
  );
  if (watch.mayKeep(startedAt)) {
    for (const row of rows) entries.set(row.key, { hits: row.hits, endsAt: row.ends_ms, dirty: false });
  }

  const write = async () => {
    const changed: { key: string; hits: number; ends_ms: number }[] = [];
    for (const [key, counter] of entries) {
      if (counter.dirty) {
        counter.dirty = false;
        changed.push({ key, hits: counter.hits, ends_ms: counter.endsAt });
      } else if (counter.endsAt <= lastNow) entries.delete(key);
    }
    if (changed.length === 0) return;
    try {
      // One statement for every changed counter: absolute values, since memory is the truth.
      await database.db.execute(sql`insert into limit_counters (key, hits, window_ends_at)
        select key, hits, to_timestamp(ends_ms / 1000)
        from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as c(key text, hits int, ends_ms float8)
        on conflict (key) do update set hits = excluded.hits, window_ends_at = excluded.window_ends_at`);
    } catch (error) {
      // Written at the next flush, unless counted again meanwhile (then it is dirty anyway).
      for (const { key } of changed) {
        const counter = entries.get(key);
        if (counter) counter.dirty = true;
      }
      throw error;
    }
  };
  // One write at a time, so an older copy of a counter never lands after a newer one.
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    writing = writing.catch(() => {}).then(write);
    return writing;
  };
  const timer = setInterval(() => {
    flush().catch((err: unknown) => log.error({ err }, 'could not write the rate-limit counters'));
  }, FLUSH_MS);
  timer.unref();

  const counters: MemoryCounters = {
    countHit({ key, windowMs, limit }, now) {
      lastNow = Math.max(lastNow, now);
      const counter = entries.get(key);
      if (!counter || counter.endsAt <= now) {
        entries.set(key, { hits: 1, endsAt: now + windowMs, dirty: true });
        return { counted: true, hits: 1, resetInMs: windowMs };
      }
      const resetInMs = Math.ceil(counter.endsAt - now);
      if (counter.hits >= limit) return { counted: false, hits: counter.hits, resetInMs };
      counter.hits += 1;
      counter.dirty = true;
      return { counted: true, hits: counter.hits, resetInMs };
    },
    flush,
  };
  return {
    counters,
    stop: async () => {
      clearInterval(timer);
      try {
        await flush();
      } finally {
        await watch.close();
      }
    },
  };
}
