// What the throughput benches share: autocannon on one call, the bare node:http hello world whose
// requests/s are their ratios' denominator, and client addresses spread so that no per-address limit
// decides a figure.
import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';

/** One request of a bench, sent again and again. */
export interface BenchCall {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Headers of each request beyond a client address: an Idempotency-Key for a new booking. */
  perRequest?: () => Record<string, string>;
}

/** A client address among 10,000, as a proxy in front of the servers would forward it. */
export function randomClient(): string {
  const n = Math.floor(Math.random() * 10_000);
  return `10.${Math.floor(n / 250)}.${n % 250}.${(n % 7) + 1}`;
}

/** autocannon with `connections` on `url` for `seconds`; `onResponse` sees each response's time (ms). */
export function fireCannon(
  url: string,
  call: BenchCall,
  options: { connections: number; seconds: number; onResponse?: (milliseconds: number) => void },
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            method: call.method,
            path: call.path,
            headers: { ...call.headers, ...(call.body ? { 'content-type': 'application/json' } : {}) },
            ...(call.body ? { body: call.body } : {}),
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': randomClient(), ...call.perRequest?.() },
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    const { onResponse } = options;
    if (onResponse) {
      instance.on('response', (_client, _status, _bytes, responseTime) => onResponse(responseTime));
    }
  });
}

/** A bare node:http hello world in a process of its own, listening on `port`. */
export function startHelloWorld(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => s.end('hello world')).listen(${port}, '127.0.0.1', () => console.log('listening'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the hello world exited (${code})`)));
  });
}

/** A duration for the bench's table. */
export const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
