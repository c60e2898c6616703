import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  arrivalRequest,
  bookingStatus,
  countRows,
  createBooking,
  createPaidBooking,
  NOW,
} from '../../testing/server/booking-fixtures';
import { changeForm, manageClient, manageTokenFromMail } from '../../testing/server/manage-fixtures';
import { testConfig, useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { buildApp } from '../app';
import { queryRows } from '../db/client';

const HOUR = 3_600_000;
const PAST_CUTOFF =
  'Changes are no longer possible online less than 48 hours before your ride. Please contact us.';

describe.each(TEST_ENGINES)('travellers manage their booking on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock });
  const manage = () => manageClient(app());
  const pair = { email: 'ana@example.com', lastName: 'López' };

  const events = (id: string) =>
    queryRows<{ type: string; actor: string; data: Record<string, unknown> }>(
      database().db,
      sql`select type, actor, data from booking_events where booking_id = ${id} and actor = 'customer' and type <> 'created' order by created_at`,
    );
  const mails = (id: string, kind: string) =>
    queryRows<{ subject: string; text_body: string }>(
      database().db,
      sql`select subject, text_body from emails where booking_id = ${id} and kind = ${kind}`,
    );

  describe('access', () => {
    it("opens the booking with the e-mail's token, or with the e-mail and last name", async () => {
      clock = NOW;
      const { id } = await createBooking(app());
      const token = await manageTokenFromMail(database(), id);
      for (const access of [{ token }, pair, { email: pair.email, lastName: 'LÓPEZ' }]) {
        const response = await manage().get(id, access);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({
          booking: { id, status: 'pending', childSeats: 0 },
          refusal: null,
          cancellationSentence: 'This booking has not been paid, so cancelling it costs nothing.',
        });
      }
      // Derived again when needed, never stored.
      const stored = await queryRows(database().db, sql`select * from bookings where id = ${id}`);
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('opens nothing with a link sent to a mistyped address once an operator corrects it', async () => {
      clock = NOW;
      const { id } = await createBooking(app(), { email: 'ana@exmaple.com' });
      const mistyped = await manageTokenFromMail(database(), id);
      expect((await manage().get(id, { token: mistyped })).statusCode).toBe(200);
      await queryRows(database().db, sql`update bookings set email = 'ana@example.com' where id = ${id}`);
      expect((await manage().get(id, { token: mistyped })).statusCode).toBe(404);
      // The next e-mail carries a link that works for the right address.
      await manage().update(id, pair, changeForm({ hotelName: 'Casa Sur' }));
      const corrected = await manageTokenFromMail(database(), id);
      expect(corrected).not.toBe(mistyped);
      expect((await manage().get(id, { token: corrected })).statusCode).toBe(200);
    });

    it('keeps an earlier id-only link working until the e-mail changes (the links of older bookings)', async () => {
      clock = NOW;
      const { id } = await createBooking(app());
      const earlier = 'earlier-link-token';
      const hash = createHash('sha256').update(earlier).digest('hex');
      await queryRows(database().db, sql`update bookings set manage_token_hash = ${hash} where id = ${id}`);
      expect((await manage().get(id, { token: earlier })).statusCode).toBe(200);
      await queryRows(database().db, sql`update bookings set manage_token_hash = null where id = ${id}`);
      expect((await manage().get(id, { token: earlier })).statusCode).toBe(404);
    });

    it("answers 'Booking not found' alike for a wrong token, a wrong pair, another booking's token and an unknown id", async () => {
      clock = NOW;
      const { id } = await createBooking(app());
      const other = await createBooking(app(), { email: 'bo@example.com', lastName: 'Berg' });
      const othersToken = await manageTokenFromMail(database(), other.id);
      for (const [bookingId, access] of [
        [id, { token: 'x'.repeat(43) }],
        [id, { token: othersToken }],
        [id, { email: 'ana@example.com', lastName: 'Lopez' }],
        [id, { email: 'bo@example.com', lastName: 'Berg' }],
        [id, { token: 'short' }],
        ['ZZZZZZZZZZ', pair],
        ['not-an-id', pair],
      ] as const) {
        const response = await manage().get(bookingId, access);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Booking not found' });
      }
      // Nothing to check at all is a bad request, in the same words.
      const empty = await manage().get(id, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('Booking not found');
    });

    it('writes the same link from every server of one database (the key is kept there)', async () => {
      clock = NOW;
      const open = () =>
        buildApp({ config: testConfig(), database: database(), now: () => clock }, { logger: false });
      const [first, second] = [await open(), await open()];
      try {
        const { id } = await createBooking(first);
        const token = await manageTokenFromMail(database(), id);
        const changed = await manageClient(second).update(
          id,
          { token },
          changeForm({ hotelName: 'Casa Sur' }),
        );
        expect(changed.statusCode, changed.body).toBe(200);
        // The 'updated' e-mail, written by the second server, carries the first server's token.
        const [updated] = await mails(id, 'booking-updated');
        expect(updated?.text_body).toContain(`/manage-booking/${id}?token=${token}`);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });

    it('refuses the token 24 hours after the ride, while the pair still shows the facts', async () => {
      clock = NOW;
      const { id } = await createBooking(app(), { flightDate: '2026-03-05', flightTime: '10:00' });
      const token = await manageTokenFromMail(database(), id);
      // 10:00 in Cancun on 5 March is 15:00Z; 24 hours later, and a minute.
      clock = new Date(Date.parse('2026-03-06T15:01:00Z'));
      expect((await manage().get(id, { token })).statusCode).toBe(404);
      const byPair = await manage().get(id, pair);
      expect(byPair.statusCode).toBe(200);
      expect(byPair.json()).toMatchObject({ refusal: 'closed', cancellationSentence: null });
      clock = NOW;
    });
  });

  describe('child seats', () => {
    it('keeps the child seats asked for at booking, 0 to 4, and refuses 5', async () => {
      clock = NOW;
      const { id } = await createBooking(app(), { childSeats: 3 });
      expect((await manage().get(id, pair)).json().booking.childSeats).toBe(3);
      const [mail] = await mails(id, 'booking-received');
      expect(mail?.text_body).toContain('Child Seats: 3');
      const refused = await app().inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { ...arrivalRequest(), childSeats: 5 },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('Child seats must be a whole number from 0 to 4');
    });
  });

  describe('changes', () => {
    it('saves each changed field with one customer event of old and new values and the updated e-mail', async () => {
      clock = NOW;
      const { id } = await createBooking(app());
      const token = await manageTokenFromMail(database(), id);
      const response = await manage().update(
        id,
        { token },
        changeForm({
          phone: '+52 998 000 1111',
          hotelName: 'Hotel Verde',
          flightNumber: 'AA 99',
          flightAirline: 'Delta',
          flightDate: '2026-03-11',
          flightTime: '09:15',
          specialInstructions: 'Baby chair',
          childSeats: 2,
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().booking).toMatchObject({
        phone: '+52 998 000 1111',
        hotelName: 'Hotel Verde',
        flightNumber: 'AA 99',
        flightAirline: 'Delta',
        flightDateTime: '2026-03-11T14:15:00.000Z',
        specialInstructions: 'Baby chair',
        childSeats: 2,
      });
      const [event] = await events(id);
      expect(event).toMatchObject({
        type: 'updated',
        actor: 'customer',
        data: {
          changes: {
            phone: { before: '+52 998 123 4567', after: '+52 998 000 1111' },
            hotelName: { before: 'Hotel Azul, Tulum', after: 'Hotel Verde' },
            flightNumber: { before: 'AA 1234', after: 'AA 99' },
            flightAirline: { before: 'American Airlines', after: 'Delta' },
            flightDateTime: { before: '2026-03-10T19:30:00.000Z', after: '2026-03-11T14:15:00.000Z' },
            specialInstructions: { before: '', after: 'Baby chair' },
            childSeats: { before: 0, after: 2 },
          },
        },
      });
      const [mail] = await mails(id, 'booking-updated');
      expect(mail?.subject).toBe(`Booking ${id} updated`);
      expect(mail?.text_body).toContain('Flight Number: AA 1234 → AA 99');
      expect(mail?.text_body).toContain('Child Seats: None → 2');
      expect(mail?.text_body).toContain(`/manage-booking/${id}?token=${token}`);
    });

    it('moves a departure pickup with its flight and says the new pickup time', async () => {
      clock = NOW;
      const { id } = await createBooking(app(), {
        serviceType: 'departure',
        from: 'Tulum',
        to: 'Cancun Airport',
        pickupHours: 4,
      });
      const response = await manage().update(id, pair, changeForm({ flightTime: '16:30', pickupHours: 5 }));
      expect(response.statusCode, response.body).toBe(200);
      // 16:30 Cancun is 21:30Z; five hours earlier.
      expect(response.json().booking).toMatchObject({
        pickupTimeCalc: '2026-03-10T16:30:00.000Z',
        pickupTime: '5',
      });
      const [mail] = await mails(id, 'booking-updated');
      expect(mail?.text_body).toContain(
        'Your pickup time is now Tuesday, March 10, 2026 at 11:30 AM (Cancun time).',
      );
    });

    it('writes nothing when nothing changed', async () => {
      clock = NOW;
      const { id } = await createBooking(app());
      expect((await manage().update(id, pair, changeForm())).statusCode).toBe(200);
      expect(await events(id)).toEqual([]);
      expect(await mails(id, 'booking-updated')).toEqual([]);
    });

    it('refuses the route and passengers, bad fields, a time too soon and anything past the cut-off', async () => {
      clock = NOW;
      const { id } = await createBooking(app());
      for (const extra of [{ passengers: 2 }, { to: 'Cancun' }]) {
        const response = await manage().update(id, pair, changeForm(extra));
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(
          'To change the route or the number of passengers, please contact us.',
        );
      }
      const bad = await manage().update(id, pair, changeForm({ phone: '12', childSeats: 5 }));
      expect(bad.statusCode).toBe(400);
      const soon = await manage().update(id, pair, changeForm({ flightDate: '2026-03-02' }));
      expect(soon.statusCode).toBe(400);
      expect(soon.json().fields.flightDate).toContain('at least 48 hours away');
      expect(await events(id)).toEqual([]);

      clock = new Date(Date.parse('2026-03-10T19:30:00Z') - 47 * HOUR);
      const late = await manage().update(id, pair, changeForm({ hotelName: 'Elsewhere' }));
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe(PAST_CUTOFF);
      expect((await manage().cancel(id, pair)).json().error).toBe(PAST_CUTOFF);
      expect((await manage().get(id, pair)).json()).toMatchObject({ refusal: 'cutoff' });
      expect(await bookingStatus(database(), id)).toBe('pending');
      clock = NOW;
    });
  });

  describe('cancellation', () => {
    it('cancels an unpaid booking, expires its checkout so it cannot be paid, and revokes the token', async () => {
      clock = NOW;
      const { id, checkoutUrl } = await createBooking(app());
      const token = await manageTokenFromMail(database(), id);
      const response = await manage().cancel(id, { token });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        booking: { status: 'cancelled' },
        refundedCents: 0,
        refusal: 'closed',
      });
      expect(await bookingStatus(database(), id)).toBe('cancelled');
      const paying = await app().inject({
        method: 'POST',
        url: new URL(checkoutUrl ?? '', 'http://localhost').pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'cardNumber=4242+4242+4242+4242',
      });
      expect(paying.statusCode).not.toBe(303);
      expect(
        await countRows(database(), 'payments', sql`where booking_id = ${id} and status = 'expired'`),
      ).toBe(1);
      expect(await mails(id, 'cancellation')).toHaveLength(1);
      expect((await events(id)).map((event) => event.type)).toContain('cancelled');
      expect((await manage().get(id, { token })).statusCode).toBe(404);
      expect((await manage().cancel(id, pair)).statusCode).toBe(409);
    });

    it('refunds 95% of a paid booking 30 days or more ahead, through the provider, with the refund e-mail', async () => {
      clock = NOW;
      const id = await createPaidBooking(app(), { flightDate: '2026-04-15' });
      const before = await manage().get(id, pair);
      expect(before.json().cancellationSentence).toBe('You will be refunded $378.10 (95% of $398).');
      const response = await manage().cancel(id, pair);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ booking: { status: 'refunded' }, refundedCents: 37810 });
      expect(await countRows(database(), 'demo_refunds', sql`where amount_cents = 37810`)).toBe(1);
      const [mail] = await mails(id, 'refund');
      expect(mail?.text_body).toContain('$378.10');
      const [event] = await events(id);
      expect(event).toMatchObject({ type: 'refunded', actor: 'customer', data: { refundCents: 37810 } });
    });

    it('cancels a paid booking less than 30 days ahead without a refund, with the cancellation e-mail', async () => {
      clock = NOW;
      const id = await createPaidBooking(app());
      expect((await manage().get(id, pair)).json().cancellationSentence).toBe(
        'Your ride is less than 30 days away, so no refund is due under our terms.',
      );
      const response = await manage().cancel(id, pair);
      expect(response.json()).toMatchObject({ booking: { status: 'cancelled' }, refundedCents: 0 });
      expect(await countRows(database(), 'demo_refunds')).toBe(0);
      expect(await mails(id, 'cancellation')).toHaveLength(1);
      expect(await events(id)).toMatchObject([
        { type: 'cancelled', actor: 'customer', data: { outcome: 'no-refund' } },
      ]);
    });

    it('gives no refund to a ride paid 5 days ahead, moved 40 days ahead, then cancelled', async () => {
      clock = NOW;
      const id = await createPaidBooking(app(), {
        to: 'Playa del Carmen',
        passengers: 2,
        flightDate: '2026-03-06',
      });
      const moved = await manage().update(id, pair, changeForm({ flightDate: '2026-04-10' }));
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().cancellationSentence).toBe(
        'Your ride was less than 30 days away when it was paid or since, so no refund is due under our terms, even after a change of date.',
      );
      const cancelled = await manage().cancel(id, pair);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ booking: { status: 'cancelled' }, refundedCents: 0 });
      expect(await countRows(database(), 'demo_refunds')).toBe(0);
      expect(await countRows(database(), 'refund_requests')).toBe(0);
      expect(await mails(id, 'refund')).toHaveLength(0);
    });

    it('still refunds a ride paid 40 days ahead and moved later again, by its date at payment', async () => {
      clock = NOW;
      const id = await createPaidBooking(app(), { flightDate: '2026-04-15' });
      await manage().update(id, pair, changeForm({ flightDate: '2026-03-20' }));
      await manage().update(id, pair, changeForm({ flightDate: '2026-05-20' }));
      // Moved to 19 days ahead once since payment: that is the promise now.
      expect((await manage().get(id, pair)).json().cancellationSentence).toMatch(
        /^Your ride was less than 30 days/,
      );
      const refunded = await createPaidBooking(app(), {
        email: 'bo@example.com',
        lastName: 'Berg',
        flightDate: '2026-04-15',
      });
      await manage().update(
        refunded,
        { email: 'bo@example.com', lastName: 'Berg' },
        changeForm({ flightDate: '2026-05-20' }),
      );
      const response = await manage().cancel(refunded, { email: 'bo@example.com', lastName: 'Berg' });
      expect(response.json()).toMatchObject({ booking: { status: 'refunded' }, refundedCents: 37810 });
    });

    it('gives one outcome to two cancels of an unpaid booking at once', async () => {
      clock = NOW;
      const { id } = await createBooking(app());
      const answers = await Promise.all([manage().cancel(id, pair), manage().cancel(id, pair)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await bookingStatus(database(), id)).toBe('cancelled');
      expect(await mails(id, 'cancellation')).toHaveLength(1);
      expect((await events(id)).filter((event) => event.type === 'cancelled')).toHaveLength(1);
    });

    it.each([
      ['a refund', '2026-04-15', 'refunded'],
      ['no refund', '2026-03-10', 'cancelled'],
    ])('gives one outcome to two cancels at once (%s)', async (_name, flightDate, status) => {
      clock = NOW;
      const id = await createPaidBooking(app(), { flightDate });
      const answers = await Promise.all([manage().cancel(id, pair), manage().cancel(id, pair)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await bookingStatus(database(), id)).toBe(status);
      expect(await countRows(database(), 'demo_refunds')).toBe(status === 'refunded' ? 1 : 0);
      const kind = status === 'refunded' ? 'refund' : 'cancellation';
      expect(await mails(id, kind)).toHaveLength(1);
      expect(await events(id)).toHaveLength(1);
    });
  });
});
