// The speed case's denominators: for each call, a bare node:http server answering the very bytes
// and headers the app answered it (recorded once: status, every header but those of the transport, the
// body as sent, compressed or not), in a process of its own as the app is. A ratio to it is the price of
// everything our server does beyond sending those bytes; a hello world would also count the difference in
// size and in headers. Beside them, the client's ceiling: the same client against a server that answers
// nothing at all (204), with the share of a core the client itself used.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Pool } from 'undici';
import type { BenchCall } from './cannon';

/** Headers a server's socket writes per answer: the twin's own server writes its own. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface RecordedAnswer {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  /** The body as it travelled, base64. */
  body: string;
}

/** The app's answer to one `call`, as bytes and headers. */
export async function recordAnswer(origin: string, call: BenchCall): Promise<RecordedAnswer> {
  const pool = new Pool(origin, { connections: 1 });
  try {
    const { statusCode, headers, body } = await pool.request({
      method: call.method,
      path: call.path,
      headers: { ...call.headers, ...(call.body ? { 'content-type': 'application/json' } : {}) },
      body: call.body,
    });
    const bytes = Buffer.from(await body.arrayBuffer());
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!PER_ANSWER.has(name) && value !== undefined)
        kept[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return {
      method: call.method,
      path: call.path,
      status: statusCode,
      headers: kept,
      body: bytes.toString('base64'),
    };
  } finally {
    await pool.close();
  }
}

/** The twin's whole program: answers from the file it is given, by method and path; 204 for anything else. */
const TWIN_PROGRAM = `
const answers = new Map(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8')).map(
  (a) => [a.method + ' ' + a.path, { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') }]));
require('node:http').createServer((request, response) => {
  request.resume();
  const answer = answers.get(request.method + ' ' + request.url);
  if (!answer) { response.writeHead(204); response.end(); return; }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}).listen(Number(process.argv[2]), '127.0.0.1', () => console.log('listening'));
`;

/** A bare node:http server in a process of its own answering `answers` (and 204 to any other request). */
export function startTwin(port: number, answers: RecordedAnswer[], file: string): Promise<ChildProcess> {
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ['-e', TWIN_PROGRAM, file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the twin server exited (${code})`)));
  });
}
