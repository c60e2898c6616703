/**
 * Every statement the app sends through PGlite passes its `query`: the instance's own, or a transaction's
 * (a transaction hands its callback an object with its own `query`). `wrapPgliteQueries` puts one wrapper
 * around both, for the parts that watch or adjust each statement (statement-timing.ts,
 * pglite-text-types.ts).
 */
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

export type PgliteQuery = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/** Wraps `client.query` and the `query` of every transaction it opens from now on. */
export function wrapPgliteQueries(client: PGlite, wrap: (query: PgliteQuery) => PgliteQuery): void {
  client.query = wrap(client.query.bind(client)) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = wrap(tx.query) as Transaction['query'];
      return callback(tx);
    });
}
