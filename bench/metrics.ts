/**
 * The metrics case: the cost of GET /metrics being on (METRICS_TOKEN set: every answer observed in the
 * request histogram) on GET /api/prices, the hottest call. Two server processes as `npm start` runs them,
 * one with metrics and one without, each on its own fresh embedded database, driven in turn by the same
 * connections, in pairs of rounds run back to back, alternating which goes first; the ratio on/off of each
 * pair, and the median of those ratios. A pair's two rounds see the same moment of a shared machine,
 * whose load drifts by more than the metrics cost from one round to the next. Target: at least 0.95x.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, waitUntilReady } from '../src/testing/server/server-process';
import { BENCH_SERVER_ENV } from './bench-server';
import { ONE_SERVER_DRIVE, requestsPerSecond } from './requests-per-second';

const ON_PORT = 3653;
const OFF_PORT = 3654;
/** Pairs of rounds, an odd number so the median is one of them; each round this many seconds, 42 s in all. */
const PAIRS = 7;
const ROUND_SECONDS = 3;
const TARGET = 0.95;
const PRICES = { method: 'GET' as const, path: '/api/prices' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchMetrics(): Promise<void> {
  const dirs = [
    mkdtempSync(path.join(tmpdir(), 'bench-metrics-on-')),
    mkdtempSync(path.join(tmpdir(), 'bench-metrics-off-')),
  ];
  const token = 'bench-metrics-token-0123456789';
  const on = startServerProcess({
    port: ON_PORT,
    env: { DATA_DIR: dirs[0] ?? '', METRICS_TOKEN: token, ...BENCH_SERVER_ENV },
  });
  const off = startServerProcess({ port: OFF_PORT, env: { DATA_DIR: dirs[1] ?? '', ...BENCH_SERVER_ENV } });
  try {
    await Promise.all([waitUntilReady(on), waitUntilReady(off)]);
    const scrape = await fetch(`${on.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    if (scrape.status !== 200)
      throw new Error(`the metrics server does not serve /metrics: ${scrape.status}`);
    const drive = { connections: ONE_SERVER_DRIVE.connections, seconds: ROUND_SECONDS };
    const rounds = { on: [] as number[], off: [] as number[] };
    for (const url of [on.url, off.url]) await requestsPerSecond(url, PRICES, { ...drive, seconds: 1 });
    for (let pair = 0; pair < PAIRS; pair++) {
      const order = pair % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (const which of order) {
        const figures = await requestsPerSecond(which === 'on' ? on.url : off.url, PRICES, drive);
        rounds[which].push(figures.perSecond);
      }
    }
    const pairRatios = rounds.on.map((perSecond, pair) => perSecond / (rounds.off[pair] ?? Number.NaN));
    const ratio = median(pairRatios);
    console.log(
      `\nmetrics: GET /api/prices with /metrics on and off, two servers (PGlite), ${drive.connections} connections, ${PAIRS} pairs of rounds of ${drive.seconds} s each`,
    );
    console.log(
      `on ${median(rounds.on).toFixed(0)} req/s  off ${median(rounds.off).toFixed(0)} req/s  ratio ${ratio.toFixed(3)}x (median of the pairs')  target >= ${TARGET}x ${ratio >= TARGET ? 'ok' : 'UNDER'}`,
    );
    console.log(
      `pairs on/off: ${rounds.on.map((perSecond, pair) => `${perSecond.toFixed(0)}/${rounds.off[pair]?.toFixed(0)} ${pairRatios[pair]?.toFixed(3)}x`).join(', ')}`,
    );
  } finally {
    on.kill('SIGTERM');
    off.kill('SIGTERM');
    await Promise.all([on.exited, off.exited]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
