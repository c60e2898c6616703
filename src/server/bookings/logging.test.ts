import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrivalRequest,
  NOW,
  payWithTestCard,
  postBooking,
  submitCard,
} from '../../testing/server/booking-fixtures';
import { testConfig } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { buildApp } from '../app';

describe.each(TEST_ENGINES)('what the operator reads in the logs on %s', (engine) => {
  const database = useTestDatabase(engine);
  const lines: Array<Record<string, unknown>> = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(
      { config: testConfig(), database: database(), now: () => NOW },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('one line per booking created and per payment confirmed, without personal data', async () => {
    const created = (await postBooking(app, arrivalRequest())).json();
    const bookingId = created.booking.id;
    await submitCard(app, created.checkoutUrl, '4000 0000 0000 0002');
    const sessionId = await payWithTestCard(app, created.checkoutUrl);
    await app.inject({ method: 'POST', url: '/api/payments/confirm', payload: { sessionId } });
    await app.inject({ method: 'GET', url: '/check-my-booking?email=ana%40example.com&lastName=L%C3%B3pez' });

    expect(lines.filter((line) => line.msg === 'booking created')).toEqual([
      expect.objectContaining({ bookingId, route: 'Cancun Airport → Tulum', totalPrice: 398 }),
    ]);
    expect(lines.filter((line) => line.msg === 'payment confirmed')).toEqual([
      expect.objectContaining({ bookingId, amountCents: 39800 }),
    ]);
    const everything = JSON.stringify(lines);
    for (const secret of [
      'ana@example.com',
      'ana%40example.com',
      '998 123 4567',
      '4242 4242',
      '4242+4242',
      '0000 0002',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
