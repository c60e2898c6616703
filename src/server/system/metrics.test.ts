/**
 * GET /metrics on both engines: absent without METRICS_TOKEN, refused without the token, its names and
 * labels as the operator's alerts know them, and its label values bounded: many URLs of one route are one
 * series, an unknown path never becomes a label.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queueEmail } from '../mail/outbox';
import { recordJobRuns } from '../scheduler/job-runs.queries';
import { bearerMatches } from './metrics.routes';

const TOKEN = 'metrics-token-of-the-tests-0123';

/** `name{labels} value` lines of a text exposition, without comments. */
const samples = (text: string) => text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
/** Every `# TYPE name kind` of the exposition, as `name kind`. */
const types = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('# TYPE '))
    .map((line) => line.slice('# TYPE '.length));

describe('the metrics token', () => {
  it('matches only the very token, as a bearer', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

describe('without METRICS_TOKEN', () => {
  const database = useTestDatabase('pglite');
  const app = useTestApp(database);

  it('there is no /metrics', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_request_duration_seconds');
  });
});

describe.each(TEST_ENGINES)('GET /metrics on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { config: { metricsToken: TOKEN } });
  const scrape = () =>
    app().inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('is refused without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-size', TOKEN]) {
      const response = await app().inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('transfers_');
    }
  });

  it('serves its names and labels in the text format', async () => {
    await app().inject({ method: 'GET', url: '/api/health' });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const ours = types(response.body).filter(
      (line) => line.startsWith('transfers_') || line.startsWith('http_'),
    );
    expect(ours.sort()).toEqual(
      [
        'http_request_duration_seconds histogram',
        'transfers_bookings_created_total counter',
        'transfers_bookings_paid_total counter',
        'transfers_bookings_refunded_total counter',
        'transfers_flight_feed_calls_total counter',
        'transfers_flight_feed_failures_total counter',
        'transfers_outbox_depth gauge',
        'transfers_outbox_oldest_age_seconds gauge',
        'transfers_job_last_success_timestamp_seconds gauge',
        'transfers_db_pool_in_use gauge',
        'transfers_db_pool_waiting gauge',
        'transfers_board_open_streams gauge',
        ...(engine === 'pglite' ? ['transfers_backup_last_timestamp_seconds gauge'] : []),
      ].sort(),
    );
    // Node's process defaults.
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
    expect(samples(response.body)).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"} 1',
    );
  });

  it('reads the outbox and the jobs from the database', async () => {
    const db = database().db;
    await queueEmail(db, {
      kind: 'contact-message',
      carriesSecret: false,
      to: 'owner@example.com',
      subject: 'Hi',
      text: 'Hi',
      html: 'Hi',
    });
    const at = new Date('2026-11-28T12:00:00Z');
    await recordJobRuns(db, 'web-1', [
      { job: 'retention', at, durationMs: 12, succeeded: true },
      { job: 'backups', at, durationMs: 3, succeeded: false },
    ]);
    const lines = samples((await scrape()).body);
    expect(lines).toContain('transfers_outbox_depth 1');
    expect(lines).toContain(
      `transfers_job_last_success_timestamp_seconds{job="retention"} ${at.getTime() / 1000}`,
    );
    expect(lines.some((line) => line.includes('job="backups"'))).toBe(false);
    expect(lines).toContain('transfers_bookings_created_total 0');
  });

  it('keeps one series per route pattern whatever the URLs: 200 URLs of one route, 200 unknown paths', async () => {
    for (let i = 0; i < 200; i += 1) {
      await app().inject({
        method: 'GET',
        url: `/api/admin/bookings/CPT-NOPE${String(i).padStart(2, '0')}/history`,
      });
      await app().inject({ method: 'GET', url: `/api/no-such-thing-${i}` });
    }
    await app().inject({ method: 'GET', url: '/api/prices' });
    await app().inject({ method: 'GET', url: '/api/prices' });
    const counts = samples((await scrape()).body).filter((line) =>
      line.startsWith('http_request_duration_seconds_count'),
    );
    expect(counts).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/admin/bookings/:id/history",status_class="4xx"} 200',
    );
    // The 200 unknown paths: one series, whatever answered them.
    const others = counts.filter(
      (line) =>
        line.includes('status_class="4xx"') &&
        !/route="\/(metrics|api\/admin\/bookings\/:id\/history)"/.test(line),
    );
    expect(others).toHaveLength(1);
    expect(others[0]).toMatch(/ 200$/);
    expect(counts.some((line) => line.includes('no-such-thing') || line.includes('CPT-NOPE'))).toBe(false);
    // GET /api/prices is answered from memory, and counted all the same.
    expect(counts).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/prices",status_class="2xx"} 2',
    );
  });
});
