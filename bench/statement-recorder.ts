/**
 * What a request sends to the database, statement by statement, and the same statements sent bare: the
 * write path's floor (bench/write-path.ts). The drivers' own query methods are wrapped for the bench's
 * process only (PGlite's, its transactions', node-postgres' client's), so every statement the app sends is
 * seen whatever builds it.
 *
 * The floor runs on a mirror, in a worker thread of its own (openMirrorThread): a second database of the
 * same engine, started alike, to which every statement the app sent is sent again in the same order, so it
 * holds the same rows when a timed request's statements reach it. Those are sent bare, in one transaction
 * on one connection, with nothing around them (no HTTP, no validation, no query building, no second
 * transaction), each as the app sent it (by its prepared statement's name when it had one): first with the
 * tables' triggers kept from firing (`session_replication_role = replica`, where openMirror says), then
 * as they are, committed.
 */

import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../src/server/db/client';

export interface Statement {
  text: string;
  params: unknown[];
  /** The prepared statement's name the app gave it: the mirror prepares it once too. */
  name?: string;
}

type QueryFunction = (
  this: unknown,
  query: unknown,
  params?: unknown,
  ...rest: unknown[]
) => Promise<unknown>;

/** The transaction words the mirror sends itself. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|start transaction|savepoint|release)\b/i;

/** Whether a statement is a transaction's word (BEGIN, COMMIT...), which the floor sends itself. */
export const isTransactionControl = (text: string) => TRANSACTION_CONTROL.test(text);

let recording: Statement[] | undefined;
/** Nanoseconds spent in the drivers' calls while recording (statements, BEGIN and COMMIT alike). */
let inDriver = 0n;
/** The app's calls in flight, and since when at least one has been: calls sent together wait once. */
let inFlight = 0;
let busySince = 0n;
/** Which recording a call was sent in: one ending in a later recording is not counted there. */
let generation = 0;
let installed = false;

/**
 * A call's send or its answer, at a moment of `process.hrtime.bigint()`: the request's steps in order,
 * for where its time goes between the statements (write-steps.ts prints them).
 */
export interface CallEvent {
  /** 'reached': a stage of the request's handling, not a call (markStage). */
  kind: 'sent' | 'answered' | 'reached';
  text: string;
  at: bigint;
}
let events: CallEvent[] | undefined;

/**
 * Marks a stage of the request being recorded (a Fastify hook's turn, bench/write-path.ts), so the steps
 * show the own work between stages as well as between calls.
 */
export function markStage(label: string): void {
  events?.push({ kind: 'reached', text: label, at: process.hrtime.bigint() });
}

/** Counts a call in flight; answers the function that counts its end. */
function callStarted(text: string): () => void {
  const sentIn = generation;
  const now = process.hrtime.bigint();
  if (inFlight === 0) busySince = now;
  inFlight += 1;
  events?.push({ kind: 'sent', text, at: now });
  return () => {
    if (sentIn !== generation) return;
    inFlight -= 1;
    const answeredAt = process.hrtime.bigint();
    events?.push({ kind: 'answered', text, at: answeredAt });
    if (inFlight === 0) inDriver += answeredAt - busySince;
  };
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');

/**
 * Adds the time until `answer` settles, or until the driver calls its callback back, to `inDriver`:
 * the time at least one of the app's calls was waiting on its database, counted once when the app sends
 * statements together (the mail cap's lock and count, decision 077).
 */
function timeCall(args: unknown[], call: (args: unknown[]) => unknown): unknown {
  if (!recording) return call(args);
  const callEnded = callStarted(textOf(args[0]));
  // Anonymous closures: under tsx a named one costs a property definition each time it is made, and this
  // runs inside the request the bench times.
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    const timed = [...args];
    timed[last] = (...answer: unknown[]) => {
      callEnded();
      return callback(...answer);
    };
    return call(timed);
  }
  const answer = call(args);
  if (answer instanceof Promise) answer.then(callEnded, callEnded);
  else callEnded();
  return answer;
}

function record(query: unknown, params: unknown): void {
  if (!recording) return;
  const text = textOf(query);
  if (!text || isTransactionControl(text)) return;
  const values = Array.isArray(params) ? params : ((query as { values?: unknown[] }).values ?? []);
  const name = typeof query === 'string' ? undefined : (query as { name?: string }).name;
  recording.push(name ? { text, params: values, name } : { text, params: values });
}

function wrap(target: Record<string, unknown>, name: string): void {
  const original = target[name] as QueryFunction;
  target[name] = function (this: unknown, ...args: unknown[]) {
    record(args[0], args[1]);
    return timeCall(args, (sent) => original.call(this, ...(sent as [unknown, unknown?])));
  };
}

/** Wraps the drivers once: PGlite's query, each of its transactions' query, node-postgres' Client. */
export function installStatementRecorder(): void {
  if (installed) return;
  installed = true;
  const pgliteMethods = PGlite.prototype as unknown as Record<string, unknown>;
  wrap(pgliteMethods, 'query');
  const transaction = pgliteMethods.transaction as (callback: (tx: unknown) => unknown) => Promise<unknown>;
  // PGlite sends a transaction's BEGIN and COMMIT itself: the time before the callback starts and after
  // it ends is the driver's too.
  pgliteMethods.transaction = function (this: PGlite, callback: (tx: unknown) => unknown) {
    const started = process.hrtime.bigint();
    let ended = started;
    const timing = recording !== undefined;
    // Its BEGIN and COMMIT are steps of the request too: sent and answered at these moments.
    const steps = events;
    steps?.push({ kind: 'sent', text: 'begin', at: started });
    const done = (finished: bigint) => {
      if (timing) inDriver += finished - ended;
      steps?.push({ kind: 'answered', text: 'commit', at: finished });
    };
    const answer = transaction.call(this, async (tx) => {
      const begun = process.hrtime.bigint();
      if (timing) inDriver += begun - started;
      steps?.push({ kind: 'answered', text: 'begin', at: begun });
      wrap(tx as Record<string, unknown>, 'query');
      try {
        return await callback(tx);
      } finally {
        ended = process.hrtime.bigint();
        steps?.push({ kind: 'sent', text: 'commit', at: ended });
      }
    });
    answer.then(
      () => done(process.hrtime.bigint()),
      () => done(process.hrtime.bigint()),
    );
    return answer;
  };
  wrap(pg.Client.prototype as unknown as Record<string, unknown>, 'query');
}

/**
 * Runs `work` and answers the statements it sent, the milliseconds it spent in the drivers' calls, and
 * each call's send and answer in order (transaction words included).
 */
export async function recordStatements(
  work: () => Promise<unknown>,
): Promise<Statement[] & { driverMs: number; events: CallEvent[] }> {
  const seen = Object.assign([] as Statement[], { driverMs: 0, events: [] as CallEvent[] });
  recording = seen;
  events = seen.events;
  inDriver = 0n;
  inFlight = 0;
  generation += 1;
  try {
    await work();
    seen.driverMs = Number(inDriver) / 1e6;
    return seen;
  } finally {
    recording = undefined;
    events = undefined;
  }
}

/** Sends statements to the mirror in one transaction; `bare` answers how long each way took. */
export interface Mirror {
  /** Brings the mirror along: the statements, committed, untimed. */
  follow(statements: Statement[]): Promise<void>;
  /**
   * The statements bare, timed: without triggers (rolled back; NaN when they cannot run without them), then
   * as they are (committed).
   */
  bare(statements: Statement[]): Promise<BareTimes>;
}

/**
 * The floor's milliseconds without and with triggers, and the microseconds of each round trip with them:
 * BEGIN, each statement in order, COMMIT.
 */
export interface BareTimes {
  withoutTriggers: number;
  withTriggers: number;
  waits: number[];
}

interface Connection {
  query(text: string, params?: unknown[]): Promise<unknown>;
  /** Sends a statement as the app did: by its prepared statement's name when it gave one. */
  send?(statement: Statement): Promise<unknown>;
}

/**
 * The floor's commit waits for the write-ahead log to reach the disk, as the app's booking does. A hit of
 * the shared counters turns that wait off for its own transaction (`set_config('synchronous_commit', 'off',
 * true)`, limits/counters.ts): sent in the floor's one transaction, it would turn it off for all of it, and
 * the floor would skip the flush the app's own commit waits for. Turned back on in the commit's round trip
 * (a simple query may hold two statements), so the floor makes no extra one. PGlite keeps no log on a
 * disk and counts in memory (limits/rate-limit-store.ts): its commit is a plain one.
 */
const DURABLE_COMMIT = 'set local synchronous_commit to on; commit';

/** The statements in one transaction: its milliseconds, and each round trip's microseconds in order. */
async function inTransaction(
  connection: Connection,
  statements: Statement[],
  options: { commit: false | string },
): Promise<{ ms: number; waits: number[] }> {
  const started = process.hrtime.bigint();
  const waits: number[] = [];
  let last = started;
  const answered = () => {
    const now = process.hrtime.bigint();
    waits.push(Number(now - last) / 1e3);
    last = now;
  };
  await connection.query('begin');
  answered();
  try {
    for (const statement of statements) {
      await (connection.send
        ? connection.send(statement)
        : connection.query(statement.text, statement.params));
      answered();
    }
    await connection.query(options.commit === false ? 'rollback' : options.commit);
    answered();
  } catch (error) {
    await connection.query('rollback');
    throw error;
  }
  return { ms: Number(last - started) / 1e6, waits };
}

/** One connection of the mirror's pool, sending each statement as the app did (by name when it had one). */
async function pooledConnection(pool: pg.Pool): Promise<Connection & { release(): void }> {
  const pooled = await pool.connect();
  return {
    query: (text, params) => pooled.query(text, params),
    send: ({ name, text, params }) =>
      pooled.query(name ? { name, text, values: params } : { text, values: params }),
    release: () => pooled.release(),
  };
}

/**
 * The mirror on `database` (opened and reset like the app's): its PGlite, or connections of its pool.
 * Changing `session_replication_role` empties a connection's plan cache (its prepared statements and the
 * triggers' own plans), which the app's connections keep: the role never changes where the floor with
 * triggers runs. The floor without triggers runs where the role is `replica` for the whole session: on
 * PostgreSQL a second connection to the same database (its run rolled back), on PGlite, which has one
 * connection, `apart`, a second PGlite that follows every statement without triggers (so it lacks what
 * triggers write, which no statement of the floor without triggers reads back).
 */
export async function openMirror(
  database: DatabaseHandle,
  apart?: DatabaseHandle,
): Promise<Mirror & { close(): Promise<void> }> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  let connection: Connection;
  /** Where the floor without triggers runs, and whether it follows too (a second PGlite). */
  let replica: { connection: Connection; follows: boolean };
  let commit = DURABLE_COMMIT;
  let release = () => {};
  if (client instanceof PGlite) {
    const second = (apart?.db as unknown as { $client: PGlite } | undefined)?.$client;
    if (!second) throw new Error("PGlite's floor without triggers needs a second database");
    await second.query('set session_replication_role = replica');
    connection = client;
    replica = { connection: second, follows: true };
    commit = 'commit';
  } else {
    const [main, second] = [await pooledConnection(client), await pooledConnection(client)];
    await second.query('set session_replication_role = replica');
    connection = main;
    replica = { connection: second, follows: false };
    release = () => {
      main.release();
      void second.query('reset session_replication_role').finally(() => second.release());
    };
  }
  const follow = async (statements: Statement[]) => {
    await inTransaction(connection, statements, { commit });
    // Statements that need a trigger (one fills a column) fail without: the second PGlite skips them.
    if (replica.follows) {
      await inTransaction(replica.connection, statements, { commit }).catch(() => {});
    }
  };
  return {
    async follow(statements) {
      if (statements.length > 0) await follow(statements);
    },
    async bare(statements) {
      // Without triggers a statement may fail where a trigger fills a column (money_movements.ride_at):
      // that write has no trigger-free floor (NaN).
      const withoutTriggers = await inTransaction(replica.connection, statements, { commit: false }).then(
        (run) => run.ms,
        () => Number.NaN,
      );
      if (replica.follows) {
        await inTransaction(replica.connection, statements, { commit }).catch(() => {});
      }
      const withTriggers = await inTransaction(connection, statements, { commit });
      return { withoutTriggers, withTriggers: withTriggers.ms, waits: withTriggers.waits };
    },
    close: async () => release(),
  };
}

const MIRROR_WORKER = new URL('./mirror-worker.ts', import.meta.url).href;

/**
 * The mirror in a worker thread of its own (bench/mirror-worker.ts), on a new database of `engine`. The
 * floor's statements, its engine's work (PGlite runs in the thread that calls it) and their garbage stay
 * out of the app's thread, as in production, where no second database shares the server's process: in the
 * app's thread, PGlite's mirror left garbage that was collected during the app's requests (decision 072).
 * Each way is timed inside the worker, so the messages between the threads are not in the floor.
 */
export async function openMirrorThread(
  engine: 'pglite' | 'postgres',
): Promise<Mirror & { close(): Promise<void> }> {
  // The bench runs under tsx, whose loader a worker thread does not inherit: the thread registers it first.
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(MIRROR_WORKER)}); });`,
    { eval: true, workerData: { engine } },
  );
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => resolve());
  });
  worker.on('message', (answer: { id: number; result?: unknown; error?: string }) => {
    const call = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.error) call?.reject(new Error(`the mirror failed: ${answer.error}`));
    else call?.resolve(answer.result);
  });
  // A thread that dies or ends fails every call still waiting, so the bench stops with the reason, not hangs.
  const failWaiting = (error: Error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('error', failWaiting);
  worker.on('exit', (code) => failWaiting(new Error(`the mirror's thread ended (exit code ${code})`)));
  const ask = <T>(kind: 'follow' | 'bare' | 'close', statements: Statement[] = []) =>
    new Promise<T>((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id: nextId, kind, statements });
    });
  return {
    follow: (statements) => ask<void>('follow', statements),
    bare: (statements) => ask<BareTimes>('bare', statements),
    close: async () => {
      await ask<void>('close');
      await worker.terminate();
    },
  };
}
