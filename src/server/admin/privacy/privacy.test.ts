/**
 * The Personal Data page's calls (issue 31) on both engines: a person's bookings (by e-mail and last
 * name), contact messages, feedback and e-mails (by the e-mail) are found; erasure removes the phone,
 * hotel, flight, instructions, messages, feedback comments and e-mail bodies, keeps what tax law needs,
 * marks the bookings erased and records who and when, all at once; it is refused while a ride is ahead.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertBooking } from '../../../testing/server/admin-fixtures';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../../testing/server/auth-fixtures';
import { NOW } from '../../../testing/server/booking-fixtures';
import { useOutboxPass } from '../../../testing/server/outbox-pass';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { bookings, contactMessages, emails, personalDataErasures, rideFeedback } from '../../db/schema';

const ANA = { email: 'Ana@Example.com', lastName: 'lópez' };
const past = new Date(NOW.getTime() - 10 * 24 * 3600_000);
const ahead = new Date(NOW.getTime() + 10 * 24 * 3600_000);
const ERASED = '(erased on request)';

describe.each(TEST_ENGINES)('personal data on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });
  const outbox = useOutboxPass(
    () => database().db,
    () => NOW,
  );
  /** One pass of the outbox worker, as a server's would run it after the erasure. */
  const outboxPass = outbox.pass;

  /** A mail queued (due since `past`) and not yet sent. */
  async function queued(values: { bookingId?: string; to: string; replyTo?: string; kind?: string }) {
    const [row] = await database()
      .db.insert(emails)
      .values({
        kind: values.kind ?? 'cancellation',
        bookingId: values.bookingId ?? null,
        toAddress: values.to,
        replyTo: values.replyTo ?? null,
        subject: `For ${values.to}`,
        textBody: 'Hotel Azul, AA 1234, +52 998 123 4567',
        htmlBody: '<p>Hotel Azul</p>',
        nextAttemptAt: past,
      })
      .returning({ id: emails.id });
    if (!row) throw new Error('no mail queued');
    return row.id;
  }
  const mail = async (id: string) => (await database().db.select().from(emails).where(eq(emails.id, id)))[0];

  async function admin() {
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    return (path: string, body: unknown) =>
      app().inject({
        method: 'POST',
        url: `/api/admin/privacy/${path}`,
        cookies: { session },
        headers: { origin: SITE_ORIGIN },
        payload: body as object,
      });
  }

  async function anasData(rideAt: Date, status: 'completed' | 'paid' = 'completed') {
    const { db } = database();
    const id = await insertBooking(database(), {
      flightDateTime: rideAt,
      status,
      specialInstructions: 'Baby seat please',
      adminNotes: 'Nervous flyer',
    });
    await insertBooking(database(), { lastName: 'Other', email: 'someone@example.com' });
    await db
      .insert(contactMessages)
      .values({ name: 'Ana', email: 'ana@example.com', message: 'Call me on +52 998' });
    await db.insert(rideFeedback).values({
      bookingId: id,
      tokenHash: 'h'.repeat(64),
      requestedAt: past,
      rating: 5,
      comment: 'Lovely driver, my room was 204',
      answeredAt: past,
    });
    await db.insert(emails).values({
      kind: 'booking-received',
      bookingId: id,
      toAddress: 'ana@example.com',
      subject: 'Booking received',
      textBody: 'Hotel Azul, AA 1234',
      htmlBody: '<p>Hotel Azul</p>',
      status: 'sent',
    });
    return id;
  }

  it('is for admins only', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/admin/privacy/find',
      payload: ANA,
      headers: { origin: SITE_ORIGIN },
    });
    expect(response.statusCode).toBe(401);
  });

  it('finds bookings by both, and messages, feedback and e-mails by the e-mail alone', async () => {
    const call = await admin();
    const id = await anasData(past);
    const found = await call('find', ANA);
    expect(found.statusCode, found.body).toBe(200);
    const data = found.json();
    expect(data.bookings.map((booking: { id: string }) => booking.id)).toEqual([id]);
    expect(data.bookings[0]).toMatchObject({
      phone: '+52 998 123 4567',
      hotelName: 'Hotel Azul',
      erasedAt: null,
    });
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'Call me on +52 998' })]);
    expect(data.feedback).toEqual([{ bookingId: id, rating: 5, comment: 'Lovely driver, my room was 204' }]);
    expect(data.emails).toEqual([expect.objectContaining({ subject: 'Booking received', status: 'sent' })]);
    expect((await call('find', { email: '', lastName: '' })).statusCode).toBe(400);
  });

  it('erases what the law does not oblige us to keep, keeps the rest, and records who and when', async () => {
    const call = await admin();
    const id = await anasData(past);
    const erased = await call('erase', ANA);
    expect(erased.statusCode, erased.body).toBe(200);
    const { db } = database();
    const [row] = await db
      .select()
      .from(bookings)
      .where((await import('drizzle-orm')).eq(bookings.id, id));
    expect(row).toMatchObject({
      phone: '',
      hotelName: '',
      flightNumber: '',
      specialInstructions: '',
      adminNotes: null,
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      totalPrice: 199,
      erasedAt: NOW,
    });
    expect(await db.select().from(contactMessages)).toEqual([]);
    expect((await db.select().from(rideFeedback))[0]).toMatchObject({ rating: 5, comment: null });
    expect((await db.select().from(emails))[0]).toMatchObject({
      subject: 'Booking received',
      textBody: '(erased on request)',
    });
    expect(await db.select().from(personalDataErasures)).toEqual([
      expect.objectContaining({
        email: ANA.email,
        erasedBy: 'admin@example.com',
        erasedAt: NOW,
        bookings: 1,
        contactMessages: 1,
      }),
    ]);
    // A later search shows the record marked erased.
    const again = (await call('find', ANA)).json();
    expect(again.bookings[0].erasedAt).toBe(NOW.toISOString());
    // The other traveller's booking is untouched.
    const others = await db.select().from(bookings);
    expect(others.find((booking) => booking.lastName === 'Other')?.phone).toBe('+52 998 123 4567');
  });

  it('is refused while a ride is still ahead, and changes nothing', async () => {
    const call = await admin();
    await anasData(ahead, 'paid');
    const refused = await call('erase', ANA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'This person has a ride still to come. Cancel or complete it first.',
    });
    const { db } = database();
    expect(await db.select().from(contactMessages)).toHaveLength(1);
    expect(await db.select().from(personalDataErasures)).toEqual([]);
  });

  it('cancels the mails to the person still queued at the erasure: the outbox sends none of them after', async () => {
    const call = await admin();
    const id = await anasData(past, 'completed');
    const toAna = await queued({ bookingId: id, to: 'ANA@example.com' });
    // The operator's copy of her contact message carries it: it goes the same way.
    const herMessage = await queued({
      kind: 'contact-message',
      to: 'ops@example.com',
      replyTo: 'ana@example.com',
    });
    const toSomeoneElse = await queued({ to: 'someone@example.com' });

    expect((await call('erase', ANA)).statusCode).toBe(200);
    for (const cancelled of [toAna, herMessage]) {
      expect(await mail(cancelled)).toMatchObject({
        status: 'cancelled',
        textBody: ERASED,
        htmlBody: ERASED,
        lastError: 'Not sent: the personal data was erased on request',
      });
    }
    expect(await outboxPass()).toMatchObject({ sent: 1 });
    const [sent] = await outbox.inbox().waitForMessages(1);
    expect(sent?.to).toMatchObject({ text: 'someone@example.com' });
    expect(await mail(toAna)).toMatchObject({ status: 'cancelled', sentAt: null });
    expect(await mail(toSomeoneElse)).toMatchObject({ status: 'sent' });
    expect(await outboxPass()).toMatchObject({ sent: 0, retried: 0 });
    expect(outbox.inbox().messages).toHaveLength(1);
  });

  it("sends a provider's notice about her booking queued at the erasure, keeping no body of it once sent", async () => {
    const call = await admin();
    const id = await anasData(past, 'completed');
    const notice = await queued({ bookingId: id, kind: 'ride-cancelled', to: 'desk@provider.example' });

    expect((await call('erase', ANA)).statusCode).toBe(200);
    // A driver must still learn that the ride is off.
    expect(await mail(notice)).toMatchObject({ status: 'pending' });
    expect(await outboxPass()).toMatchObject({ sent: 1 });
    const [sent] = await outbox.inbox().waitForMessages(1);
    expect(sent?.to).toMatchObject({ text: 'desk@provider.example' });
    expect(await mail(notice)).toMatchObject({ status: 'sent', textBody: ERASED, htmlBody: ERASED });
  });

  it('keeps cancelled a mail to her that was under way at the erasure and then failed', async () => {
    const call = await admin();
    const id = await anasData(past, 'completed');
    const toAna = await queued({ bookingId: id, to: 'ana@example.com' });
    const held = outbox.inbox().hold();
    const pass = outboxPass();
    await held.arrived;
    expect((await call('erase', ANA)).statusCode).toBe(200);
    outbox.inbox().refuseWith(451);
    held.release();
    await pass;
    // The failed attempt does not bring it back to the queue: no later pass sends it.
    expect(await mail(toAna)).toMatchObject({ status: 'cancelled', textBody: ERASED });
    expect(await outboxPass()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect(outbox.inbox().messages).toHaveLength(0);
  });
});
