/**
 * Twilio's callbacks on both engines, sent by the stand-in signed as Twilio signs them: a bad signature
 * refused, each MessageSid taken once, a failure on WhatsApp sent again by SMS, STOP honoured, HELP to the
 * provider's desk with the driver's phone in the answer, a number with no ride answered without keeping it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccounts, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { createPaidBooking, NOW } from '../../testing/server/booking-fixtures';
import {
  addProviderOf,
  DRIVER,
  dispatchAdmin,
  mailsOf,
  providerClient,
  rideTokenFromMail,
} from '../../testing/server/dispatch-fixtures';
import {
  messageWorker,
  messagingConfig,
  PUBLIC_URL,
  postTwilio,
  WHATSAPP_FROM,
} from '../../testing/server/messaging-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { startTwilioStandIn, type TwilioStandIn } from '../../testing/twilio-stand-in/twilio-stand-in';
import { queryRows } from '../db/client';
import { sendDueMessages } from './message-worker';

const PHONE = '+52 998 123 4567';
const E164 = '+529981234567';

describe.each(TEST_ENGINES)("Twilio's callbacks on %s", { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  let standIn: TwilioStandIn;
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
  });
  afterAll(() => standIn.close());
  const app = useTestApp(database, {
    now: () => clock,
    config: () => ({ messaging: messagingConfig(standIn), supportPhone: '+529980001111' }),
  });
  const worker = () => messageWorker(database().db, standIn, { now: () => clock });
  const inbound = (body: string, extra: { sid?: string; from?: string; buttonPayload?: string } = {}) =>
    postTwilio(
      app(),
      standIn.inbound(PUBLIC_URL, {
        from: extra.from ?? `whatsapp:${E164}`,
        to: `whatsapp:${WHATSAPP_FROM}`,
        body,
        ...extra,
      }),
    );
  const bookingColumns = async (id: string) =>
    (
      await queryRows<{ messages_opted_out_at: Date | null; last_reply_kind: string | null }>(
        database().db,
        sql`select messages_opted_out_at, last_reply_kind from bookings where id = ${id}`,
      )
    )[0];
  const messagesOf = (id: string) =>
    queryRows<{
      direction: string;
      channel: string;
      status: string;
      reply_kind: string | null;
      body: string;
    }>(
      database().db,
      sql`select direction, channel, status, reply_kind, body from messages where booking_id = ${id} order by created_at, channel = 'sms'`,
    );

  /** The reasons Needs attention gives for the booking, read by an admin signed in afresh. */
  const attentionOf = async (bookingId: string) => {
    const users = await queryRows(database().db, sql`select 1 from users`);
    if (users.length === 0) await addAccounts(database());
    const session = await signInAsAdmin(app());
    const list = await app().inject({ method: 'GET', url: '/api/admin/attention', cookies: { session } });
    if (list.statusCode !== 200) throw new Error(list.body);
    const found = (list.json().bookings as { id: string; reasons: { label: string }[] }[]).find(
      (row) => row.id === bookingId,
    );
    return found?.reasons.map((reason) => reason.label) ?? [];
  };

  it('refuses a callback without a valid signature, whatever it says', async () => {
    clock = NOW;
    const good = standIn.inbound(PUBLIC_URL, { from: `whatsapp:${E164}`, to: WHATSAPP_FROM, body: 'STOP' });
    const cases = [
      { ...good, headers: { ...good.headers, 'x-twilio-signature': 'AAAA' } },
      { ...good, headers: { 'content-type': good.headers['content-type'] ?? '' } },
      { ...good, payload: good.payload.replace('STOP', 'HELP') },
      // Signed for another site's address.
      standIn.inbound('https://elsewhere.example', {
        from: `whatsapp:${E164}`,
        to: WHATSAPP_FROM,
        body: 'STOP',
      }),
    ];
    for (const request of cases) {
      const refused = await postTwilio(app(), { ...request, path: good.path });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Invalid signature');
    }
    const tooBig = await postTwilio(app(), { ...good, payload: `${good.payload}&Pad=${'x'.repeat(20_000)}` });
    expect(tooBig.statusCode).toBe(413);
    expect((await queryRows(database().db, sql`select 1 from messages`)).length).toBe(0);
  });

  it('records delivery, and sends by SMS once when WhatsApp reports a failure, however often it says so', async () => {
    clock = NOW;
    standIn.messages.length = 0;
    const bookingId = await createPaidBooking(app(), { phone: PHONE, messagesConsent: true });
    await sendDueMessages(worker());
    const [whatsapp] = standIn.messages;
    if (!whatsapp) throw new Error('nothing sent');
    expect((await postTwilio(app(), standIn.statusCallback(whatsapp.sid, 'sent'))).statusCode).toBe(204);
    const failed = standIn.statusCallback(whatsapp.sid, 'undelivered', '63024');
    expect((await postTwilio(app(), failed)).statusCode).toBe(204);
    expect((await postTwilio(app(), failed)).statusCode).toBe(204);
    // A late 'sent' does not undo the failure.
    await postTwilio(app(), standIn.statusCallback(whatsapp.sid, 'sent'));
    await sendDueMessages(worker());
    expect(standIn.messages.map((message) => message.to)).toEqual([`whatsapp:${E164}`, E164]);
    const sms = standIn.messages[1];
    if (!sms) throw new Error('no SMS');
    await postTwilio(app(), standIn.statusCallback(sms.sid, 'delivered'));
    expect((await messagesOf(bookingId)).map(({ channel, status }) => [channel, status])).toEqual([
      ['whatsapp', 'undelivered'],
      ['sms', 'delivered'],
    ]);
    expect(await attentionOf(bookingId)).not.toContain('Traveller unreachable by phone');
  });

  it('puts a traveller neither WhatsApp nor SMS reached in Needs attention', async () => {
    clock = NOW;
    standIn.messages.length = 0;
    const bookingId = await createPaidBooking(app(), { phone: PHONE, messagesConsent: true });
    await sendDueMessages(worker());
    const [whatsapp] = standIn.messages;
    if (!whatsapp) throw new Error('nothing sent');
    await postTwilio(app(), standIn.statusCallback(whatsapp.sid, 'failed', '63016'));
    expect(await attentionOf(bookingId)).not.toContain('Traveller unreachable by phone');
    await sendDueMessages(worker());
    const sms = standIn.messages[1];
    if (!sms) throw new Error('no SMS');
    await postTwilio(app(), standIn.statusCallback(sms.sid, 'undelivered', '30003'));
    expect(await attentionOf(bookingId)).toContain('Traveller unreachable by phone');
  });

  it('honours STOP on every booking of the number, and sends nothing more', async () => {
    clock = NOW;
    standIn.messages.length = 0;
    const bookingId = await createPaidBooking(app(), { phone: PHONE, messagesConsent: true });
    const stopped = await inbound('stop');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.headers['content-type']).toContain('text/xml');
    expect((await bookingColumns(bookingId))?.messages_opted_out_at).not.toBeNull();
    await sendDueMessages(worker());
    expect(standIn.messages).toEqual([]);
  });

  it('takes each MessageSid once and shows LANDED on the booking', async () => {
    clock = NOW;
    const bookingId = await createPaidBooking(app(), { phone: PHONE, messagesConsent: true });
    clock = new Date('2026-03-10T19:35:00Z');
    const sid = `SM${'1'.repeat(32)}`;
    await inbound('LANDED', { sid });
    await inbound('LANDED', { sid });
    expect(await messagesOf(bookingId)).toMatchObject([
      { direction: 'in', reply_kind: 'landed', body: 'LANDED' },
    ]);
    expect((await bookingColumns(bookingId))?.last_reply_kind).toBe('landed');
    const users = await queryRows(database().db, sql`select 1 from users`);
    if (users.length === 0) await addAccounts(database());
    const board = await app().inject({
      method: 'GET',
      url: '/api/admin/dispatch/board?day=2026-03-10',
      cookies: { session: await signInAsAdmin(app()) },
    });
    expect(board.json().rides[0]).toMatchObject({ bookingId, travellerSays: 'Traveller: I’ve landed' });
  });

  it("sends HELP to the provider's desk and answers with the driver's phone", async () => {
    clock = NOW;
    await addAccounts(database());
    const admin = dispatchAdmin(app(), await signInAsAdmin(app()));
    const providerId = await addProviderOf(admin);
    const bookingId = await createPaidBooking(app(), { phone: PHONE, messagesConsent: true });
    await admin.sendOffer(bookingId, {
      providerId,
      costDollars: 110,
      note: '',
      respondBy: '2026-03-01T09:00',
    });
    await providerClient(app(), await rideTokenFromMail(database(), bookingId)).accept();

    clock = new Date('2026-03-10T19:45:00Z');
    const answered = await inbound('Can’t find my driver', { buttonPayload: 'HELP' });
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain(`Call your driver ${DRIVER.driverName}: ${DRIVER.driverPhone}.`);
    expect((await bookingColumns(bookingId))?.last_reply_kind).toBe('help');
    const [mail] = await mailsOf(database(), bookingId, 'traveller-help');
    expect(mail?.subject).toBe(`Ride ${bookingId}: the traveller cannot find the driver`);
    expect(mail?.text_body).toContain(E164);
    expect(await attentionOf(bookingId)).toContain('Traveller can’t find the driver');
  });

  it('shows a reply on the card, and answers it as free text inside the window and by template after', async () => {
    clock = NOW;
    standIn.messages.length = 0;
    const bookingId = await createPaidBooking(app(), { phone: PHONE, messagesConsent: true });
    await sendDueMessages(worker());
    clock = new Date('2026-03-10T18:00:00Z');
    const question = `Is the driver on time? <b>&"'</script> 🚐`;
    await inbound(question);
    const users = await queryRows(database().db, sql`select 1 from users`);
    if (users.length === 0) await addAccounts(database());
    const session = await signInAsAdmin(app());
    const card = () =>
      app().inject({
        method: 'GET',
        url: `/api/admin/bookings/${bookingId}/phone-messages`,
        cookies: { session },
      });
    const reply = (text: string) =>
      app().inject({
        method: 'POST',
        url: `/api/admin/bookings/${bookingId}/phone-messages/reply`,
        cookies: { session },
        headers: { origin: 'http://localhost:3000' },
        payload: { text },
      });
    const shown = (await card()).json();
    expect(shown).toMatchObject({ state: 'on', stateText: 'Messages on', insideWindow: true });
    expect(shown.messages.at(-1)).toMatchObject({ direction: 'in', body: question, sentBy: null });

    expect((await reply('')).statusCode).toBe(400);
    expect((await reply('On his way, 5 minutes')).statusCode).toBe(200);
    await sendDueMessages(worker());
    expect(standIn.messages.filter((message) => message.body === 'On his way, 5 minutes')).toMatchObject([
      { to: `whatsapp:${E164}` },
    ]);

    // The traveller's message a day old: the window has closed, the card says so, and the reply goes as
    // the 'reply' template.
    await database().db.execute(
      sql`update bookings set last_reply_at = ${new Date(clock.getTime() - 25 * 3600_000)} where id = ${bookingId}`,
    );
    const later = await card();
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().insideWindow).toBe(false);
    await reply('Thank you for riding with us');
    const templated = messageWorker(database().db, standIn, {
      now: () => clock,
      env: { TWILIO_WHATSAPP_TEMPLATES: JSON.stringify({ reply: `HX${'b'.repeat(32)}` }) },
    });
    await sendDueMessages(templated);
    expect(standIn.messages.at(-1)).toMatchObject({
      contentSid: `HX${'b'.repeat(32)}`,
      contentVariables: JSON.stringify({ 1: 'Thank you for riding with us' }),
    });
    expect((await card()).json().messages.at(-1)).toMatchObject({ sentBy: 'admin@example.com' });
  });

  it('answers a number with no ride within two days with the support address, keeping neither number nor text', async () => {
    clock = NOW;
    const answered = await inbound(`Hello <b>&"'</script> 🚐`, { from: '+447911123456' });
    expect(answered.body).toContain('Please write to');
    const rows = await queryRows<{ phone: string; body: string; booking_id: string | null }>(
      database().db,
      sql`select phone, body, booking_id from messages`,
    );
    expect(rows).toEqual([{ phone: '', body: '', booking_id: null }]);
  });
});
