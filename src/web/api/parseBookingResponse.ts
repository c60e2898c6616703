import type { BookingResponse } from '../../domain/schemas/booking-api';

/**
 * Parses a confirmation answer with the domain schema (zod) in a worker thread: zod is about half of the
 * confirmation page's script, and loading and running it on the page's thread held that thread for over
 * 200 ms on a slow phone (docs/decisions/029). Where there is no worker (a test's DOM, a worker that fails
 * to start), the same parser runs on the page's thread.
 */
type Parsed = BookingResponse | null;

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { body: unknown; resolve: (parsed: Parsed) => void }>();

async function parseHere(body: unknown): Promise<Parsed> {
  const { parseBookingBody } = await import('./parseBookingBody');
  return parseBookingBody(body);
}

function parserWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./bookingResponse.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return (worker = null);
  }
  worker.addEventListener('message', (event: MessageEvent<{ id: number; booking: Parsed }>) => {
    waiting.get(event.data.id)?.resolve(event.data.booking);
    waiting.delete(event.data.id);
  });
  worker.addEventListener('error', () => {
    // The worker could not load or run: what it was asked is parsed here, and so is what comes next.
    worker?.terminate();
    worker = null;
    for (const { body, resolve } of waiting.values()) void parseHere(body).then(resolve);
    waiting.clear();
  });
  return worker;
}

/** Starts the worker (it loads its code meanwhile), so the answer is parsed at once when it comes. */
export function warmBookingResponseParser(): void {
  parserWorker();
}

export function parseBookingResponse(body: unknown): Promise<Parsed> {
  const parser = parserWorker();
  if (!parser) return parseHere(body);
  return new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, { body, resolve });
    parser.postMessage({ id, body });
  });
}
