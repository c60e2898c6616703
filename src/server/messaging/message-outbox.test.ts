/**
 * The message outbox on both engines against the Twilio stand-in: each moment of a ride goes once per
 * booking even with three servers (each with a database pool of its own on PostgreSQL) running passes at
 * the same moment; WhatsApp refused falls back to SMS; nothing goes without consent or after STOP; an
 * outage only delays.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaidBooking, NOW } from '../../testing/server/booking-fixtures';
import { messageWorker } from '../../testing/server/messaging-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, testDatabaseUrl, useTestDatabase } from '../../testing/server/test-database';
import { startTwilioStandIn, type TwilioStandIn } from '../../testing/twilio-stand-in/twilio-stand-in';
import { type DatabaseHandle, openDatabase, queryRows } from '../db/client';
import { sendDueMessages } from './message-worker';

const PHONE = '+52 998 123 4567';
const E164 = '+529981234567';

describe.each(TEST_ENGINES)('the message outbox on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock });
  let standIn: TwilioStandIn;
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
  });
  afterAll(() => standIn.close());

  /** A second database pool on PostgreSQL, as another server process has; the one handle on PGlite. */
  async function serverDatabase(): Promise<DatabaseHandle & { dispose: () => Promise<void> }> {
    const handle = database();
    if (handle.kind !== 'postgres') return Object.assign(Object.create(handle), { dispose: async () => {} });
    const [row] = await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`);
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${row?.name}`;
    const own = await openDatabase({ kind: 'postgres', url: url.toString() });
    return Object.assign(own, { dispose: () => own.close() });
  }

  const workerOn = (db: DatabaseHandle['db'], workerId: string, env: Record<string, string> = {}) =>
    messageWorker(db, standIn, { now: () => clock, workerId, env });

  const sentTo = (to: string) => standIn.messages.filter((message) => message.to === to);
  const rowsOf = (bookingId: string) =>
    queryRows<{ moment: string; channel: string; status: string }>(
      database().db,
      sql`select moment, channel, status from messages where booking_id = ${bookingId} order by created_at, channel = 'sms'`,
    );

  it('sends each moment of an arrival once, with three servers passing at once', async () => {
    clock = NOW;
    standIn.messages.length = 0;
    const lastName = `O'Brien <b>&"</script> 🚐`;
    const bookingId = await createPaidBooking(app(), { phone: PHONE, messagesConsent: true, lastName });
    const [{ sign_code: code } = { sign_code: '' }] = await queryRows<{ sign_code: string }>(
      database().db,
      sql`select sign_code from bookings where id = ${bookingId}`,
    );
    const servers = await Promise.all([serverDatabase(), serverDatabase(), serverDatabase()]);
    const workers = servers.map((server, index) => workerOn(server.db, `server-${index}`));
    const passAll = () => Promise.all(workers.map((worker) => sendDueMessages(worker)));
    try {
      await passAll();
      await passAll();
      expect(sentTo(`whatsapp:${E164}`)).toHaveLength(1);
      expect(sentTo(`whatsapp:${E164}`)[0]?.body).toContain(`${lastName} · ${code}`);
      expect(sentTo(`whatsapp:${E164}`)[0]?.body).toContain('Help 24/7: +529980001111');

      // 24 hours before the landing (14:30 in Cancun on 10 March).
      clock = new Date('2026-03-09T20:00:00Z');
      await passAll();
      await passAll();
      expect(sentTo(`whatsapp:${E164}`)).toHaveLength(2);
      expect(sentTo(`whatsapp:${E164}`)[1]?.body).toMatch(/^Tomorrow, /);

      // The flight landed (the feed or the provider said so).
      clock = new Date('2026-03-10T19:40:00Z');
      await database().db.execute(
        sql`update bookings set landed = true, expected_landing_at = ${clock}, landing_source = 'flight data',
              landing_learnt_at = ${clock} where id = ${bookingId}`,
      );
      await passAll();
      await passAll();
      const landed = sentTo(`whatsapp:${E164}`);
      expect(landed).toHaveLength(3);
      expect(landed[2]?.body).toBe(
        'Welcome to Cancun. Walk past the sellers in the hall: Your driver waits at Outside the terminal, after ' +
          'you clear customs: your driver holds a sign with your name. until 3:40 PM, with a sign ' +
          `'${lastName} · ${code}'. Never go with anyone whose sign lacks the code.\nHelp 24/7: +529980001111`,
      );
      expect(await rowsOf(bookingId)).toEqual([
        { moment: 'booked', channel: 'whatsapp', status: 'queued' },
        { moment: 'day-before', channel: 'whatsapp', status: 'queued' },
        { moment: 'landed', channel: 'whatsapp', status: 'queued' },
      ]);
    } finally {
      await Promise.all(servers.map((server) => server.dispose()));
    }
  });

  it('sends nothing without consent, nor a departure’s landing', async () => {
    clock = NOW;
    standIn.messages.length = 0;
    const bookingId = await createPaidBooking(app(), { phone: PHONE });
    await sendDueMessages(workerOn(database().db, 'only'));
    expect(standIn.messages).toEqual([]);
    expect(await rowsOf(bookingId)).toEqual([]);
  });

  it('sends the same text by SMS when WhatsApp refuses the number', async () => {
    clock = NOW;
    standIn.messages.length = 0;
    standIn.refuse(`whatsapp:+529981239999`, { code: 63003, status: 400 });
    const bookingId = await createPaidBooking(app(), { phone: '+52 998 123 9999', messagesConsent: true });
    const worker = workerOn(database().db, 'only');
    await sendDueMessages(worker);
    await sendDueMessages(worker);
    expect(standIn.messages.map((message) => message.to)).toEqual(['+529981239999']);
    expect(await rowsOf(bookingId)).toEqual([
      { moment: 'booked', channel: 'whatsapp', status: 'failed' },
      { moment: 'booked', channel: 'sms', status: 'queued' },
    ]);
  });

  it('keeps a message through a Twilio outage and sends it once Twilio is back', async () => {
    clock = NOW;
    standIn.messages.length = 0;
    standIn.setDown(true);
    const bookingId = await createPaidBooking(app(), { phone: PHONE, messagesConsent: true });
    const worker = workerOn(database().db, 'only');
    await sendDueMessages(worker);
    expect(await rowsOf(bookingId)).toEqual([{ moment: 'booked', channel: 'whatsapp', status: 'pending' }]);
    standIn.setDown(false);
    await sendDueMessages(worker);
    expect(standIn.messages).toEqual([]);
    clock = new Date(NOW.getTime() + 60_000);
    await sendDueMessages(worker);
    expect(standIn.messages).toHaveLength(1);
  });

  it('stops at the daily cap until midnight in Cancun', async () => {
    clock = NOW;
    standIn.messages.length = 0;
    await createPaidBooking(app(), { phone: PHONE, messagesConsent: true });
    await createPaidBooking(app(), { phone: '+52 998 123 4568', messagesConsent: true });
    const worker = workerOn(database().db, 'only', { MESSAGES_DAILY_CAP: '1' });
    await sendDueMessages(worker);
    await sendDueMessages(worker);
    expect(standIn.messages).toHaveLength(1);
    // Midnight in Cancun is 05:00 UTC.
    clock = new Date('2026-03-02T05:00:00Z');
    await sendDueMessages(worker);
    expect(standIn.messages).toHaveLength(2);
  });
});
