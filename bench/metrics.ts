/**
 * The metrics case: the cost of GET /metrics being on (METRICS_TOKEN set: every answer observed in the
 * request histogram) on GET /api/prices, the hottest call. Two server processes as `npm start` runs them,
 * one with metrics and one without, each on its own fresh embedded database, driven in turn by the same
 * connections, three rounds alternating which goes first; the ratio on/off of the medians of the rounds.
 * Target: at least 0.95x.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, waitUntilReady } from '../src/testing/server/server-process';
import { BENCH_SERVER_ENV } from './bench-server';
import { ONE_SERVER_DRIVE, requestsPerSecond } from './requests-per-second';

const ON_PORT = 3653;
const OFF_PORT = 3654;
const ROUNDS = 3;
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
    const rounds = { on: [] as number[], off: [] as number[] };
    for (const url of [on.url, off.url])
      await requestsPerSecond(url, PRICES, { connections: ONE_SERVER_DRIVE.connections, seconds: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (const which of order) {
        const figures = await requestsPerSecond(which === 'on' ? on.url : off.url, PRICES, ONE_SERVER_DRIVE);
        rounds[which].push(figures.perSecond);
      }
    }
    const ratio = median(rounds.on) / median(rounds.off);
    console.log(
      `\nmetrics: GET /api/prices with /metrics on and off, two servers (PGlite), ${ONE_SERVER_DRIVE.connections} connections, ${ROUNDS} rounds of ${ONE_SERVER_DRIVE.seconds} s each`,
    );
    console.log(
      `on ${median(rounds.on).toFixed(0)} req/s  off ${median(rounds.off).toFixed(0)} req/s  ratio ${ratio.toFixed(3)}x  target >= ${TARGET}x ${ratio >= TARGET ? 'ok' : 'UNDER'}`,
    );
    console.log(
      `rounds on: ${rounds.on.map((v) => v.toFixed(0)).join(', ')}; off: ${rounds.off.map((v) => v.toFixed(0)).join(', ')}`,
    );
  } finally {
    on.kill('SIGTERM');
    off.kill('SIGTERM');
    await Promise.all([on.exited, off.exited]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
