/**
 * The Personal Data page's calls on both engines: a person's bookings (by e-mail and last
 * name), their feedback and e-mails (by those bookings), contact messages and unbooked e-mails (by the
 * e-mail) are found, each in full; erasure removes the phone, hotel, flight, instructions, messages,
 * feedback comments and e-mail bodies, keeps what tax law needs, marks the bookings erased and records
 * who and when, all at once, and reaches no other traveller at the same address. It asks for a booking
 * id or the e-mail typed out (400 otherwise), and is refused while any ride is ahead or less than 24
 * hours past, whatever its status (409).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertBooking } from '../../testing/server/admin-fixtures';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { NOW } from '../../testing/server/booking-fixtures';
import { useOutboxPass } from '../../testing/server/outbox-pass';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { providers, rideOffers } from '../db/dispatch-schema';
import { bookings, contactMessages, emails, personalDataErasures, rideFeedback } from '../db/schema';

const ANA = { email: 'Ana@Example.com', lastName: 'lópez' };
const past = new Date(NOW.getTime() - 10 * 24 * 3600_000);
const ahead = new Date(NOW.getTime() + 10 * 24 * 3600_000);
const HOUR = 3_600_000;
const ERASED = '(erased on request)';
/** Erasure as the page asks it: the search, and the e-mail typed out to confirm. */
const ERASE_ANA = { ...ANA, confirmation: 'ana@example.com' };
/** What people type is hostile: markup, an entity, quotes, a closing script tag and an emoji. */
const HOSTILE = `Call me <b>now</b> & "soon" 'ok' </script><script>alert(1)</script> 🌴`;

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

  async function anasData(rideAt: Date, status: 'completed' | 'paid' | 'cancelled' = 'completed') {
    const { db } = database();
    const id = await insertBooking(database(), {
      flightDateTime: rideAt,
      status,
      specialInstructions: 'Baby seat please',
      adminNotes: 'Nervous flyer',
    });
    await insertBooking(database(), { lastName: 'Other', email: 'someone@example.com' });
    await db.insert(contactMessages).values({ name: 'Ana', email: 'ana@example.com', message: HOSTILE });
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

  it('finds bookings by both, their feedback and e-mails through them, and messages by the e-mail, in full', async () => {
    const call = await admin();
    const id = await anasData(past);
    const found = await call('find', ANA);
    expect(found.statusCode, found.body).toBe(200);
    const data = found.json();
    expect(data.bookings.map((booking: { id: string }) => booking.id)).toEqual([id]);
    expect(data.bookings[0]).toMatchObject({
      phone: '+52 998 123 4567',
      hotelName: 'Hotel Azul',
      flightNumber: 'AA 1234',
      specialInstructions: 'Baby seat please',
      adminNotes: 'Nervous flyer',
      offerNotes: [],
      changesForProvider: [],
      erasedAt: null,
    });
    // The whole message, as typed: the page escapes it, the download holds it as it is.
    expect(data.contactMessages).toEqual([
      { id: expect.any(String), name: 'Ana', message: HOSTILE, receivedAt: expect.any(String) },
    ]);
    expect(data.feedback).toEqual([
      {
        bookingId: id,
        rating: 5,
        comment: 'Lovely driver, my room was 204',
        requestedAt: past.toISOString(),
        answeredAt: past.toISOString(),
      },
    ]);
    expect(data.emails).toEqual([
      {
        id: expect.any(String),
        bookingId: id,
        subject: 'Booking received',
        kind: 'booking-received',
        status: 'sent',
        queuedAt: expect.any(String),
        sentAt: null,
      },
    ]);
    expect((await call('find', { email: '', lastName: '' })).statusCode).toBe(400);
  });

  it('erases what the law does not oblige us to keep, keeps the rest, and records who and when', async () => {
    const call = await admin();
    const id = await anasData(past);
    const erased = await call('erase', ERASE_ANA);
    expect(erased.statusCode, erased.body).toBe(200);
    const { db } = database();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
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
    const refused = await call('erase', ERASE_ANA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'This person has a ride still to come. Cancel or complete it first.',
    });
    const { db } = database();
    expect(await db.select().from(contactMessages)).toHaveLength(1);
    expect(await db.select().from(personalDataErasures)).toEqual([]);
  });

  it.each([
    ['marked completed, its ride tomorrow', new Date(NOW.getTime() + 24 * HOUR), 'completed'],
    ['cancelled, its ride ahead', ahead, 'cancelled'],
  ] as const)('is refused for a booking %s, whatever its status', async (_, rideAt, status) => {
    const call = await admin();
    await anasData(rideAt, status);
    const refused = await call('erase', ERASE_ANA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'This person has a ride still to come. Cancel or complete it first.',
    });
    expect(await database().db.select().from(personalDataErasures)).toEqual([]);
  });

  it('waits until the ride is 24 hours past: refused a moment before, done from then on', async () => {
    const call = await admin();
    const id = await anasData(new Date(NOW.getTime() - 24 * HOUR + 1));
    const early = await call('erase', ERASE_ANA);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error:
        "This person's ride was less than 24 hours ago. Their data can be erased once 24 hours have passed since it.",
    });
    const { db } = database();
    expect((await db.select().from(bookings).where(eq(bookings.id, id)))[0]?.phone).toBe('+52 998 123 4567');
    await db
      .update(bookings)
      .set({ flightDateTime: new Date(NOW.getTime() - 24 * HOUR) })
      .where(eq(bookings.id, id));
    expect((await call('erase', ERASE_ANA)).statusCode).toBe(200);
  });

  it('asks for a found booking id or the e-mail typed out, and changes nothing without it', async () => {
    const call = await admin();
    const id = await anasData(past);
    const someoneElses = (await database().db.select().from(bookings)).find((row) => row.id !== id)?.id;
    for (const confirmation of ['', 'yes', 'ana@example', someoneElses]) {
      const refused = await call('erase', { ...ANA, confirmation });
      expect(refused.statusCode, String(confirmation)).toBe(400);
      expect(refused.json().error).toBe('Type one of the booking ids or the email shown to confirm');
    }
    expect((await call('erase', ANA)).statusCode).toBe(400);
    const { db } = database();
    expect(await db.select().from(contactMessages)).toHaveLength(1);
    expect(await db.select().from(personalDataErasures)).toEqual([]);
    // Her booking's id, typed in lower case with spaces around it, confirms it.
    const done = await call('erase', { ...ANA, confirmation: `  ${id.toLowerCase()} ` });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('reaches no other traveller at the same address: their pending e-mail and feedback stay', async () => {
    const call = await admin();
    const anas = await anasData(past);
    const { db } = database();
    // Her sister books through the same family address, under her own last name.
    const sistersPast = await insertBooking(database(), {
      lastName: 'Ruiz',
      email: 'ANA@example.com',
      flightDateTime: past,
      status: 'completed',
    });
    const sistersAhead = await insertBooking(database(), {
      lastName: 'Ruiz',
      email: 'ana@example.com',
      flightDateTime: ahead,
      status: 'paid',
    });
    await db.insert(rideFeedback).values({
      bookingId: sistersPast,
      tokenHash: 's'.repeat(64),
      requestedAt: past,
      rating: 4,
      comment: 'Room 512, thanks',
      answeredAt: past,
    });
    const sistersMail = await queued({
      bookingId: sistersAhead,
      to: 'ana@example.com',
      kind: 'payment-received',
    });

    // Find shows Ana's records only: not her sister's feedback nor the mail about her sister's ride.
    const found = (await call('find', ANA)).json();
    expect(found.feedback.map((row: { bookingId: string }) => row.bookingId)).toEqual([anas]);
    expect(found.emails.map((row: { bookingId: string }) => row.bookingId)).toEqual([anas]);

    // Her sister's ride ahead does not hold Ana's erasure back.
    const erased = await call('erase', ERASE_ANA);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await mail(sistersMail)).toMatchObject({
      status: 'pending',
      textBody: 'Hotel Azul, AA 1234, +52 998 123 4567',
    });
    const feedback = await db.select().from(rideFeedback).where(eq(rideFeedback.bookingId, sistersPast));
    expect(feedback[0]).toMatchObject({ rating: 4, comment: 'Room 512, thanks' });
    const sisters = await db.select().from(bookings).where(eq(bookings.lastName, 'Ruiz'));
    expect(sisters.map((row) => [row.phone, row.erasedAt])).toEqual([
      ['+52 998 123 4567', null],
      ['+52 998 123 4567', null],
    ]);
    // The sister's mail still goes out.
    expect(await outboxPass()).toMatchObject({ sent: 1 });
    expect(await mail(sistersMail)).toMatchObject({ status: 'sent' });
  });

  it("clears the offers' notes and the changes their provider had not confirmed", async () => {
    const call = await admin();
    const id = await anasData(past);
    const { db } = database();
    const [provider] = await db
      .insert(providers)
      .values({
        companyName: 'Riviera Vans',
        dispatchEmail: 'desk@provider.example',
        phone: '+52 984 555 0101',
      })
      .returning({ id: providers.id });
    await db.insert(rideOffers).values({
      bookingId: id,
      providerId: provider?.id ?? '',
      status: 'accepted',
      costCents: 11000,
      note: 'Ana asked for a quiet van',
      respondBy: past,
      tokenHash: 't'.repeat(64),
      offeredBy: 'admin@example.com',
      offeredAt: past,
      changesUnconfirmedSince: past,
      unconfirmedChanges: [{ label: 'Hotel/AirBNB/Stay', before: 'Hotel Rosa', after: 'Hotel Azul' }],
    });
    expect((await call('find', ANA)).json().bookings[0]).toMatchObject({
      offerNotes: ['Ana asked for a quiet van'],
      changesForProvider: [{ label: 'Hotel/AirBNB/Stay', before: 'Hotel Rosa', after: 'Hotel Azul' }],
    });
    expect((await call('erase', ERASE_ANA)).statusCode).toBe(200);
    expect((await db.select().from(rideOffers))[0]).toMatchObject({
      note: '',
      unconfirmedChanges: null,
      changesUnconfirmedSince: null,
      status: 'accepted',
      costCents: 11000,
    });
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

    expect((await call('erase', ERASE_ANA)).statusCode).toBe(200);
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

    expect((await call('erase', ERASE_ANA)).statusCode).toBe(200);
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
    expect((await call('erase', ERASE_ANA)).statusCode).toBe(200);
    outbox.inbox().refuseWith(451);
    held.release();
    await pass;
    // The failed attempt does not bring it back to the queue: no later pass sends it.
    expect(await mail(toAna)).toMatchObject({ status: 'cancelled', textBody: ERASED });
    expect(await outboxPass()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
    expect(outbox.inbox().messages).toHaveLength(0);
  });
});
