/**
 * A Server-Sent Events client for the tests (the dispatch board): connects with the session cookie,
 * parses the events as a browser's EventSource does, and waits, with a limit and a reason, for the next
 * event a test expects.
 */
import { bounded } from '../bounded';

export type StreamEvent = { event: string; data: unknown };

export interface EventStream {
  status: number;
  contentType: string | null;
  /** Waits for the next event that `matches` (events before it are passed over); fails after `ms`. */
  next(matches: (event: StreamEvent) => boolean, what: string, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Every event received so far, in order (what the failure of a wait shows). */
  received: StreamEvent[];
  close(): void;
}

export async function openEventStream(url: string, session: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie: `session=${session}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const received: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let position = 0;
  let over = false;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (event) received.push({ event, data: data ? JSON.parse(data) : null });
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      over = true;
      for (const wake of waiters) wake();
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    received,
    ended,
    async next(matches, what, ms = 10_000) {
      const found = async (): Promise<StreamEvent> => {
        for (;;) {
          while (position < received.length) {
            const event = received[position++] as StreamEvent;
            if (matches(event)) return event;
          }
          if (over) throw new Error(`the stream ended before ${what}`);
          await new Promise<void>((resolve) => {
            const wake = () => {
              waiters.delete(wake);
              resolve();
            };
            waiters.add(wake);
          });
        }
      };
      return bounded(found(), ms, () => `${what}; received ${JSON.stringify(received)}`);
    },
    close: () => controller.abort(),
  };
}
