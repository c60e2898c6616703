/**
 * Plain GETs of the build and of the prices are answered from memory before Fastify's pipeline.
 * What a client receives must not change: each such answer, over a real socket, is compared byte for byte
 * (status, headers, body) with the pipeline's answer to the same request, for each encoding a client may
 * accept; and the pipeline never sees those requests, while it still answers everything else.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../testing/bounded';
import { fakeWebBuild } from '../../testing/server/fake-web-build';
import { testConfig } from '../../testing/server/test-app';
import { testEnginesOf, useTestDatabase } from '../../testing/server/test-database';
import { buildApp } from '../app';

/** Headers the socket writes per answer (the date, the connection's state): not part of the answer. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

function withoutTransport(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT.has(name)));
}

/** The answer as it came over the socket, the body's bytes undecoded. */
function overTheSocket(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: withoutTransport(response.headers),
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe.each(testEnginesOf(import.meta.url))('answers from memory on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;
  let port: number;
  const seenByThePipeline: string[] = [];
  beforeAll(async () => {
    app = await buildApp(
      { config: testConfig({ webDistDir: fakeWebBuild() }), database: database() },
      { logger: false },
    );
    app.addHook('onRequest', (request, _reply, done) => {
      seenByThePipeline.push(request.url);
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  const ENCODINGS: Record<string, string>[] = [
    { 'accept-encoding': 'gzip, deflate, br, zstd' },
    { 'accept-encoding': 'gzip' },
    {},
  ];
  const PATHS = ['/', '/terms', '/assets/main-abc123.js', '/index.html', '/api/prices'];

  it.each(PATHS)('answers %s exactly as the pipeline does, for every encoding, without it', async (path) => {
    // The prices come into memory with a read of the table once the server listens for its changes
    // (on PostgreSQL a connection of its own, which comes up after the app).
    await until(
      async () => {
        await app.inject({ method: 'GET', url: path });
        seenByThePipeline.length = 0;
        await overTheSocket(port, path, {});
        return seenByThePipeline.length === 0;
      },
      `${path} to be answered from memory`,
      { ms: 20_000, everyMs: 50 },
    );
    for (const headers of ENCODINGS) {
      const piped = await app.inject({ method: 'GET', url: path, headers });
      seenByThePipeline.length = 0;
      const direct = await overTheSocket(port, path, headers);
      expect(seenByThePipeline).toEqual([]);
      expect(direct.status).toBe(piped.statusCode);
      expect(direct.headers).toEqual(withoutTransport(piped.headers));
      expect(direct.body.equals(piped.rawPayload)).toBe(true);
    }
  });

  it('leaves a conditional request, a query string and every other path to the pipeline', async () => {
    seenByThePipeline.length = 0;
    const page = await overTheSocket(port, '/terms', {});
    const etag = String(page.headers.etag);
    const revalidated = await overTheSocket(port, '/terms', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const withQuery = await overTheSocket(port, '/?utm_source=mail', {});
    expect(withQuery.status).toBe(200);
    const unknown = await overTheSocket(port, '/no-such-page', {});
    expect(unknown.status).toBe(404);
    expect(seenByThePipeline).toEqual(['/terms', '/?utm_source=mail', '/no-such-page']);
  });
});
