/**
 * Small answers near the limit (docs/decisions/039): the built files, the prerendered pages and
 * `GET /api/prices` are the same bytes and headers for every request, so they are prepared once (status,
 * every header the pipeline would write, the body) and answered by the HTTP server's own request listener,
 * before Fastify makes a request object, routes, runs a hook or logs. Only a plain GET of an exact path
 * comes here: a request with a query string, a conditional request (If-None-Match, answered 304 by the
 * pipeline), a HEAD or any other method goes through the whole pipeline as before, which gives the same
 * answers (the test `memory-answers.test.ts` compares them byte for byte).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** One answer as it goes on the wire, headers in lower case. */
export interface PreparedAnswer {
  status: number;
  headers: Readonly<Record<string, string | number>>;
  body: Buffer;
}

export interface MemoryAnswers {
  /** The answer of `GET path`, by the request's Accept-Encoding; undefined leaves it to the pipeline. */
  set(path: string, pick: (acceptEncoding: string | undefined) => PreparedAnswer | undefined): void;
  /** Whether `path` has an answer in memory: the pipeline does not log requests for it either. */
  has(path: string): boolean;
  /** Answers `request` from memory if it can; false when the pipeline must. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  /** Told of every answer given from memory (the metrics' request durations): its path, status, seconds. */
  observe(listener: AnswerListener): void;
  /** Fastify's `serverFactory`: a node:http server asking `answer` first. */
  serverFactory: FastifyServerFactory;
}

export type AnswerListener = (path: string, status: number, seconds: number) => void;

/** Fastify's defaults for the server it would make itself (lib/server.js): we make it in its place. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export function memoryAnswers(): MemoryAnswers {
  const answers = new Map<string, (acceptEncoding: string | undefined) => PreparedAnswer | undefined>();
  let listener: AnswerListener | undefined;
  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' || request.headers['if-none-match'] !== undefined) return false;
    const started = listener ? performance.now() : 0;
    const path = request.url ?? '';
    const pick = answers.get(path);
    const prepared = pick?.(request.headers['accept-encoding']);
    if (!prepared) return false;
    response.writeHead(prepared.status, prepared.headers);
    response.end(prepared.body);
    listener?.(path, prepared.status, (performance.now() - started) / 1000);
    return true;
  };
  return {
    set: (path, pick) => {
      answers.set(path, pick);
    },
    has: (path) => answers.has(path),
    answer,
    observe: (next) => {
      listener = next;
    },
    serverFactory: (handler) => {
      const server: Server = createServer((request, response) => {
        if (!answer(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
  };
}

/** The headers of an answer with its body's length, as Fastify writes them. */
export function preparedAnswer(
  status: number,
  headers: Readonly<Record<string, string>>,
  body: Buffer,
): PreparedAnswer {
  return { status, headers: { ...headers, 'content-length': body.length }, body };
}
