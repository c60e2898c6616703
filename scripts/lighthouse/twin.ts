// The twin of a page (docs/decisions/039): the very HTML the server sends, with every script taken
// out (the module scripts, their preloads, the JSON blocks they read), compressed as the build compresses
// and answered with the same headers. Lighthouse scores both in one run: what the twin scores is what the
// page could score with no script at all, so the difference is the price of our JavaScript on this machine
// at this moment, whatever the machine's load.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { elementsIn, type SourceElement, spliced, withSpaceAfter } from '../build/html-source.ts';

/** A `<link>` that preloads a script: a twin fetches none. */
function fetchesAScript(element: SourceElement): boolean {
  if (element.tagName !== 'link') return false;
  const rel = element.attr('rel')?.toLowerCase();
  return rel === 'modulepreload' || (rel === 'preload' && element.attr('as') === 'script');
}

/** The document with no <script> element and no link that preloads a script; the rest byte for byte. */
export function withoutScripts(html: string): string {
  const edits = elementsIn(html)
    .filter((element) => element.tagName === 'script' || fetchesAScript(element))
    .map((element) => withSpaceAfter(html, element));
  return spliced(html, edits);
}

/** Headers a server's socket writes per answer, or the body's bytes decide: not copied. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

type Encoding = 'br' | 'gzip' | undefined;

function encodingOf(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/** As scripts/build/precompress.ts writes them. */
function compressed(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return encoding === 'gzip' ? gzipSync(body, { level: 9 }) : body;
}

interface TwinAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Every header of the app's answer, but those of its transport. */
function copiedHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_ANSWER.has(name)) headers[name] = value;
  });
  return headers;
}

/**
 * Asks the app for the page as a browser without compression would (with its cookies), and makes its twin: the same status
 * and headers, the body without scripts, compressed as the browser asked (the build's levels).
 */
async function twinOf(appUrl: string, request: IncomingMessage): Promise<TwinAnswer> {
  const response = await fetch(`${appUrl}${request.url ?? '/'}`, {
    headers: {
      'accept-encoding': 'identity',
      accept: request.headers.accept ?? '*/*',
      // A page rendered for the browser (the confirmation page of the browser that booked): the same page.
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    },
    redirect: 'manual',
  });
  const headers = copiedHeaders(response);
  const raw = Buffer.from(await response.arrayBuffer());
  if (!(headers['content-type'] ?? '').startsWith('text/html'))
    return { status: response.status, headers, body: raw };
  const encoding = encodingOf(request.headers['accept-encoding']);
  const body = compressed(Buffer.from(withoutScripts(raw.toString('utf8'))), encoding);
  if (encoding) headers['content-encoding'] = encoding;
  else delete headers['content-encoding'];
  // Another body: another entity tag, so the browser never takes one for the other.
  if (headers.etag) headers.etag = headers.etag.replace(/"$/, '-twin"');
  return { status: response.status, headers, body };
}

/**
 * A server on a free port that answers every GET with the twin of the app's answer (made once per path and
 * encoding, then from memory, as the app answers from memory). Anything else is refused: the twin has no
 * script that could call the API.
 */
export async function startTwinServer(appUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const answers = new Map<string, Promise<TwinAnswer>>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    const key = `${encodingOf(request.headers['accept-encoding']) ?? ''} ${request.url} ${request.headers.cookie ?? ''}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = twinOf(appUrl, request);
      answers.set(key, answer);
    }
    answer.then(
      ({ status, headers, body }) => {
        response.writeHead(status, { ...headers, 'content-length': body.length });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        answers.delete(key);
        response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
