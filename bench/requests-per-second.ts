// The speed case's load: requests/s of one call with a fixed number of connections, each sending its next
// request as soon as the answer is in. Driven by undici's connection pool rather than autocannon, whose
// client turns every response body into a string (utf8-decoded, concatenated): a brotli-compressed page is
// binary, so autocannon spent more on decoding it than the server on sending it. Measured here: a bare
// node:http server sending the home page's 12.6 KB of brotli answered autocannon 6,300 times a second and
// the same server sending 12.6 KB of 'a' 44,000; through undici, which hands the body over as bytes,
// 36,800 and 37,700. The body is read to its end and dropped.
import { Pool } from 'undici';
import { type BenchCall, randomClient } from './cannon';

/** How the benches of one server (speed, metrics) drive a call: the same connections for the same time. */
export const ONE_SERVER_DRIVE = { connections: 20, seconds: 5 } as const;

export async function requestsPerSecond(
  origin: string,
  call: BenchCall,
  options: { connections: number; seconds: number },
): Promise<{ perSecond: number; failed: number; clientCpu: number }> {
  const pool = new Pool(origin, { connections: options.connections, pipelining: 1 });
  let answered = 0;
  let failed = 0;
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const end = started + options.seconds * 1000;

  const connection = async () => {
    while (performance.now() < end) {
      try {
        const { statusCode, body } = await pool.request({
          method: call.method,
          path: call.path,
          headers: {
            ...call.headers,
            ...(call.body ? { 'content-type': 'application/json' } : {}),
            'x-forwarded-for': randomClient(),
            ...call.perRequest?.(),
          },
          body: call.body,
        });
        for await (const _chunk of body) {
          // Read to the end (the connection is free again only then); the bytes are not looked at.
        }
        if ((statusCode >= 200 && statusCode < 300) || statusCode === 304) answered += 1;
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };

  try {
    await Promise.all(Array.from({ length: options.connections }, connection));
    const elapsed = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuAtStart);
    // The share of one core the client used: near 1, the client (not the server) sets the figure.
    const clientCpu = (cpu.user + cpu.system) / 1e6 / elapsed;
    return { perSecond: answered / elapsed, failed, clientCpu };
  } finally {
    await pool.close();
  }
}
