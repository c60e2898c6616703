/**
 * Times every statement the app sends, by wrapping the driver's `query` under Drizzle: PGlite's (and its
 * transactions'), and each pooled node-postgres connection's (the pool's own `query` and a transaction's
 * both end there). The time runs from handing the statement to the driver to its answer, so on the
 * embedded database it includes waiting for the one connection.
 */
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { type PgliteQuery, wrapPgliteQueries } from './pglite-queries';

/** Told each statement's text and how long it took in milliseconds, whether it succeeded or failed. */
export type OnStatement = (text: string, ms: number) => void;

/** PGlite's `query`, reporting its time when its promise settles. */
function timed(query: PgliteQuery, onStatement: OnStatement): PgliteQuery {
  return async (text, params, options) => {
    const started = performance.now();
    try {
      return await query(text, params, options);
    } finally {
      onStatement(text, performance.now() - started);
    }
  };
}

export function timePgliteStatements(client: PGlite, onStatement: OnStatement): void {
  wrapPgliteQueries(client, (query) => timed(query, onStatement));
}

type QueryCallback = (error: Error | null, result: unknown) => void;

/** Wraps a pooled connection's `query`, in both its forms: a promise (Drizzle) and a callback (the pool). */
export function timePgClientStatements(client: pg.PoolClient, onStatement: OnStatement): void {
  const query = client.query.bind(client) as (
    config: unknown,
    values?: unknown,
    callback?: unknown,
  ) => unknown;
  const timedQuery = (config: unknown, values?: unknown, callback?: unknown): unknown => {
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    // A cursor or stream (a Submittable) answers in pieces, not once: it passes through untimed.
    if (typeof text !== 'string') return query(config, values, callback);
    const started = performance.now();
    // Anonymous closures: a named one costs a property definition each time it is made under tsx.
    if (typeof values === 'function') {
      return query(config, (error: Error | null, result: unknown) => {
        onStatement(text, performance.now() - started);
        (values as QueryCallback)(error, result);
      });
    }
    if (typeof callback === 'function') {
      return query(config, values, (error: Error | null, result: unknown) => {
        onStatement(text, performance.now() - started);
        (callback as QueryCallback)(error, result);
      });
    }
    const result = query(config, values) as Promise<unknown>;
    result.then(
      () => onStatement(text, performance.now() - started),
      () => onStatement(text, performance.now() - started),
    );
    return result;
  };
  client.query = timedQuery as typeof client.query;
}
