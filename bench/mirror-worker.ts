/**
 * The floor's database in a thread of its own (bench/statement-recorder.ts): a second database of the
 * engine, opened, reset and given the same ids as the app's, that follows and replays the statements the
 * main thread sends it. Its engine's work and garbage stay out of the app's heap and event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openTestDatabase, resetDatabase, type TestEngine } from '../src/testing/server/test-database';
import { drawIdsInOrder } from './ids-in-order';
import { openMirror, type Statement } from './statement-recorder';

type Request = { id: number; kind: 'follow' | 'bare' | 'close'; statements: Statement[] };

const port = parentPort;
if (!port) throw new Error('mirror-worker.ts runs as a worker thread');
const engine = (workerData as { engine: TestEngine }).engine;
/** A database of the engine, reset and given the app's ids. */
async function openTwin() {
  const twin = await openTestDatabase(engine);
  await resetDatabase(twin.database);
  await drawIdsInOrder(twin.database);
  return twin;
}
const twin = await openTwin();
// PGlite's floor without triggers runs on a second twin (openMirror says why).
const apart = engine === 'pglite' ? await openTwin() : undefined;
const mirror = await openMirror(twin.database, apart?.database);

/** A structured clone turns a Buffer into a Uint8Array, which the drivers would send as text. */
const asSent = (statements: Statement[]) =>
  statements.map((statement) => ({
    ...statement,
    params: statement.params.map((value) => (value instanceof Uint8Array ? Buffer.from(value) : value)),
  }));

port.on('message', async (request: Request) => {
  try {
    if (request.kind === 'close') {
      await mirror.close();
      await twin.dispose();
      await apart?.dispose();
      port.postMessage({ id: request.id });
      port.close();
      return;
    }
    const result =
      request.kind === 'follow'
        ? await mirror.follow(asSent(request.statements))
        : await mirror.bare(asSent(request.statements));
    port.postMessage({ id: request.id, result });
  } catch (error) {
    port.postMessage({ id: request.id, error: String((error as Error)?.stack ?? error) });
  }
});
port.postMessage({ ready: true });
