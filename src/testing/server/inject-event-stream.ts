/**
 * `app.inject` for a route that may answer with Server-Sent Events (the dispatch board's stream), which never
 * ends by itself: an error answer is read whole as usual; an event stream is read up to its first event,
 * then the connection is dropped as a browser closing the page would. Answers what `inject` answers, the
 * body being what was read.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bounded } from '../bounded';

export async function injectReadingEventStream(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const isEventStream = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  const chunks: Buffer[] = [];
  const read = async () => {
    for await (const chunk of response.stream()) {
      chunks.push(Buffer.from(chunk as Uint8Array));
      if (isEventStream && Buffer.concat(chunks).includes('\n\n')) break;
    }
  };
  await bounded(
    read(),
    30_000,
    () => `the answer of ${options.method} ${options.url}: ${Buffer.concat(chunks)}`,
  );
  if (isEventStream) (response.raw.res as unknown as { destroy(): void }).destroy();
  const body = Buffer.concat(chunks);
  return Object.assign(response, {
    rawPayload: body,
    payload: body.toString(),
    body: body.toString(),
    json: () => JSON.parse(body.toString()),
  }) as LightMyRequestResponse;
}
