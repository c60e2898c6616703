/**
 * The paths and messages the server logs hold no link's secret, wherever a token travels: a
 * feedback page's path, the manage page's and manage API's query string, an old client's feedback API
 * path, and the text of an error.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/server/test-app';
import { testEnginesOf, useTestDatabase } from '../../testing/server/test-database';
import { buildApp } from '../app';
import { REDACTED } from '../secret-links';

const TOKEN = 'Zk3v9QeXo4TfA1bC2dE5gH6iJ7kL8mN0pQrStUvWxYz';

describe.each(testEnginesOf(import.meta.url))('the request log on %s', (engine) => {
  const database = useTestDatabase(engine);
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(
      { config: testConfig(), database: database() },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    // A route of this test's own that fails with a link in its error, as a library's error might.
    app.get('/test/failing', async () => {
      throw new Error(
        `could not fetch https://transfers.example.com/manage-booking/K7M2Q9XH4T?token=${TOKEN}`,
      );
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const loggedUrls = () =>
    lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));

  it.each([
    ['the feedback page', `/feedback/${TOKEN}?rating=2`, `/feedback/${REDACTED}`],
    ['an old client of the feedback API', `/api/feedback/${TOKEN}`, `/api/feedback/${REDACTED}`],
    ['the manage page', `/manage-booking/K7M2Q9XH4T?token=${TOKEN}`, '/manage-booking/K7M2Q9XH4T'],
    ['the manage API', `/api/bookings/K7M2Q9XH4T/manage?token=${TOKEN}`, '/api/bookings/K7M2Q9XH4T/manage'],
    ['the reset page', '/reset-password', '/reset-password'],
  ])('logs %s without its token', async (_name, url, logged) => {
    await app.inject({ method: 'GET', url });
    expect(loggedUrls()).toEqual([logged]);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('logs an error whose text holds a link without its secret, and answers 500 revealing nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/failing' });
    expect(response.statusCode).toBe(500);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.err?.message).toBe(
      `could not fetch https://transfers.example.com/manage-booking/K7M2Q9XH4T?token=${REDACTED}`,
    );
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});
