import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  arrivalRequest,
  createBooking,
  NOW,
  payWithTestCard,
  postBooking,
} from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { bookings, emails } from '../db/schema';

describe.each(TEST_ENGINES)('the e-mails of the booking journey on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, {
    now: () => NOW,
    config: { publicUrl: 'https://transfers.example.com', supportEmail: 'help@example.com' },
  });
  const outbox = () => database().db.select().from(emails).orderBy(emails.createdAt);
  const confirm = (sessionId: string) =>
    app().inject({ method: 'POST', url: '/api/payments/confirm', payload: { sessionId } });

  it('queues the booking-received e-mail with the booking: details, total and the payment link', async () => {
    const { id } = await createBooking(app());
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      kind: 'booking-received',
      bookingId: id,
      toAddress: 'ana@example.com',
      replyTo: 'help@example.com',
      status: 'pending',
      subject: `Booking ${id} received: complete your payment`,
    });
    expect(mail?.textBody).toContain('$398');
    expect(mail?.textBody).toContain(
      'https://transfers.example.com/check-my-booking?email=ana%40example.com&lastName=L%C3%B3pez',
    );
  });

  it('queues nothing for a booking that was refused', async () => {
    const response = await postBooking(app(), arrivalRequest({ firstName: '' }));
    expect(response.statusCode).toBe(400);
    expect(await outbox()).toHaveLength(0);
  });

  it('queues one booking-received e-mail for a booking submitted twice with one Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'a-key-of-this-submission' };
    await postBooking(app(), arrivalRequest(), headers);
    await postBooking(app(), arrivalRequest(), headers);
    expect((await outbox()).map((mail) => mail.kind)).toEqual(['booking-received']);
  });

  it('queues the payment-received receipt once when the payment is confirmed, however often', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    const sessionId = await payWithTestCard(app(), checkoutUrl ?? '');
    expect((await confirm(sessionId)).statusCode).toBe(200);
    expect((await confirm(sessionId)).statusCode).toBe(200);
    const receipts = (await outbox()).filter((mail) => mail.kind === 'payment-received');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ bookingId: id, toAddress: 'ana@example.com' });
    expect(receipts[0]?.textBody).toContain('We received your payment of $398.00');
    expect(receipts[0]?.textBody).toContain('Your driver waits for you even if your flight is delayed');
    expect(receipts[0]?.attachments).toEqual([
      {
        filename: `transfer-${id}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: expect.stringContaining(`UID:${id}@transfers.example.com\r\n`),
      },
      {
        filename: `receipt-${id}.pdf`,
        contentType: 'application/pdf',
        content: expect.stringMatching(/^JVBERi0/), // '%PDF-' in base64
        encoding: 'base64',
      },
    ]);
  });

  it('attaches nothing to the other e-mails of the journey', async () => {
    await createBooking(app());
    expect((await outbox()).map((mail) => [mail.kind, mail.attachments])).toEqual([
      ['booking-received', null],
    ]);
  });

  it('sends no receipt that says "confirmed" for a booking cancelled before the payment arrived', async () => {
    const { id, checkoutUrl } = await createBooking(app());
    const sessionId = await payWithTestCard(app(), checkoutUrl ?? '');
    await database().db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, id));
    expect((await confirm(sessionId)).json()).toEqual({ bookingId: id, status: 'cancelled' });
    expect((await outbox()).filter((mail) => mail.kind === 'payment-received')).toHaveLength(0);
  });
});
