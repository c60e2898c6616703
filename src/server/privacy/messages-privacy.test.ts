/**
 * WhatsApp and SMS messages are personal data, on both engines: the privacy search holds them, erasure
 * blanks their texts and numbers (and one not yet sent never goes), and retention deletes them with their
 * booking.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertBooking } from '../../testing/server/admin-fixtures';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { NOW } from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';
import { messages } from '../db/messaging-schema';
import { deleteExpiredPersonalData } from '../scheduler/privacy-retention';

const DAY = 24 * 3600_000;
const HOSTILE = `Where are you? <b>&"'</script> 🚐`;

describe.each(TEST_ENGINES)('messages as personal data on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  async function anaWithMessages(rideAt: Date) {
    const id = await insertBooking(database(), {
      lastName: 'López',
      email: 'ana@example.com',
      flightDateTime: rideAt,
      status: 'completed',
      phoneE164: '+529981234567',
      messagesConsentAt: new Date(rideAt.getTime() - 30 * DAY),
    });
    await database()
      .db.insert(messages)
      .values([
        {
          bookingId: id,
          direction: 'out',
          moment: 'booked',
          channel: 'whatsapp',
          phone: '+529981234567',
          body: 'Booked',
          status: 'delivered',
        },
        {
          bookingId: id,
          direction: 'in',
          channel: 'whatsapp',
          phone: '+529981234567',
          body: HOSTILE,
          status: 'received',
          replyKind: 'other',
        },
        {
          bookingId: id,
          direction: 'out',
          channel: 'sms',
          phone: '+529981234567',
          body: 'Reply',
          status: 'pending',
        },
      ]);
    return id;
  }

  async function call(path: 'find' | 'erase', body: object) {
    const users = await queryRows(database().db, sql`select 1 from users`);
    if (users.length === 0) await addAccounts(database());
    const session = await signInAsAdmin(app());
    return app().inject({
      method: 'POST',
      url: `/api/admin/privacy/${path}`,
      cookies: { session },
      headers: { origin: SITE_ORIGIN },
      payload: body,
    });
  }

  it('finds them, and erasure blanks their texts and numbers and stops the unsent one', async () => {
    const id = await anaWithMessages(new Date(NOW.getTime() - 10 * DAY));
    const found = await call('find', { email: 'ana@example.com', lastName: 'lópez' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().messages.map((m: { body: string }) => m.body)).toEqual(['Booked', HOSTILE, 'Reply']);

    const erased = await call('erase', {
      email: 'ana@example.com',
      lastName: 'lópez',
      confirmation: 'ana@example.com',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await queryRows<{ phone: string; body: string; status: string }>(
      database().db,
      sql`select phone, body, status from messages where booking_id = ${id} order by created_at`,
    );
    expect(rows).toEqual([
      { phone: '', body: '', status: 'delivered' },
      { phone: '', body: '', status: 'received' },
      { phone: '', body: '', status: 'failed' },
    ]);
    const [booking] = await queryRows<{ phone_e164: string | null; messages_consent_at: Date | null }>(
      database().db,
      sql`select phone_e164, messages_consent_at from bookings where id = ${id}`,
    );
    expect(booking).toEqual({ phone_e164: null, messages_consent_at: null });
  });

  it('deletes them with their booking five years after the ride, and keeps a younger one', async () => {
    const old = await anaWithMessages(new Date(NOW.getTime() - (5 * 366 + 2) * DAY));
    const young = await anaWithMessages(new Date(NOW.getTime() - 10 * DAY));
    await deleteExpiredPersonalData(database().db, NOW);
    const left = await queryRows<{ booking_id: string }>(database().db, sql`select booking_id from messages`);
    expect(left.map((row) => row.booking_id)).toEqual([young, young, young]);
    expect(left.some((row) => row.booking_id === old)).toBe(false);
  });
});
