import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminBookingHistory } from '../../../domain/schemas/admin-api';
import { CANCELLATION_MESSAGE } from '../../../domain/statuses';
import { adminClient, insertBooking, signedInAdmin } from '../../../testing/server/admin-fixtures';
import { ADMIN } from '../../../testing/server/auth-fixtures';
import { countRows, NOW } from '../../../testing/server/booking-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { queryRows } from '../../db/client';

describe.each(TEST_ENGINES)('admin messages and booking history on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock });
  let admin: ReturnType<typeof adminClient>;
  const setUp = async () => {
    clock = NOW;
    admin = await signedInAdmin(app(), database());
  };
  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };
  const mailsOf = (id: string) =>
    queryRows<{ kind: string; to_address: string; subject: string; text_body: string }>(
      database().db,
      sql`select kind, to_address, subject, text_body from emails where booking_id = ${id} order by created_at`,
    );

  it('queues the message to the traveller with a message-sent event signed by the admin', async () => {
    await setUp();
    const id = await insertBooking(database(), { email: 'ana@example.com', firstName: 'Ana' });
    const response = await admin.message(id, { message: 'Your driver Jorge will wait at exit 3.' });
    expect(response.statusCode).toBe(202);
    const [mail] = await mailsOf(id);
    expect(mail).toMatchObject({ kind: 'admin-message', to_address: 'ana@example.com' });
    expect(mail?.text_body).toContain('Your driver Jorge will wait at exit 3.');
    const [event] = await queryRows<{ type: string; actor: string; data: Record<string, unknown> }>(
      database().db,
      sql`select type, actor, data from booking_events where booking_id = ${id}`,
    );
    expect(event).toMatchObject({
      type: 'message-sent',
      actor: ADMIN.email,
      data: {
        emailId: response.json().emailId,
        emailType: null,
        message: 'Your driver Jorge will wait at exit 3.',
      },
    });
  });

  it("refuses an empty message with 'Please enter a message' and queues nothing", async () => {
    await setUp();
    const id = await insertBooking(database());
    for (const body of [{ message: '' }, { message: '   ' }, {}]) {
      const response = await admin.message(id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Please enter a message');
    }
    expect(await countRows(database(), 'emails')).toBe(0);
  });

  it('uses the cancellation and refund templates when asked', async () => {
    await setUp();
    const id = await insertBooking(database(), { totalPrice: 99 });
    await admin.message(id, { message: 'Sorry to see you go.', emailType: 'cancellation' });
    await admin.message(id, { message: 'As agreed on the phone.', emailType: 'refund' });
    const [cancellation, refund] = await mailsOf(id);
    expect(cancellation?.kind).toBe('cancellation');
    expect(cancellation?.text_body).toContain(CANCELLATION_MESSAGE);
    expect(cancellation?.text_body).toContain('Sorry to see you go.');
    expect(refund?.kind).toBe('refund');
    expect(refund?.text_body).toContain('$94.05');
    expect(refund?.text_body).toContain('As agreed on the phone.');
  });

  it('answers 404 for a message to an unknown booking', async () => {
    await setUp();
    expect((await admin.message('0000000000', { message: 'Hello' })).statusCode).toBe(404);
  });

  it('shows the events and the e-mails of the booking, newest first, with their delivery state', async () => {
    await setUp();
    const id = await insertBooking(database(), { status: 'paid' });
    const other = await insertBooking(database());
    tick();
    await admin.update(id, { driverName: 'Jorge Pech' });
    tick();
    await admin.message(id, { message: 'Driver assigned.' });
    tick();
    await admin.update(id, { status: 'cancelled' });
    await admin.message(other, { message: 'Not for this booking.' });
    await database().db.execute(
      sql`update emails set status = 'failed', attempts = 5, last_error = '550 mailbox unavailable' where kind = 'admin-message'`,
    );

    const response = await admin.history(id);
    expect(response.statusCode).toBe(200);
    const history = response.json() as AdminBookingHistory;
    expect(history.events.map((event) => event.type)).toEqual(['updated', 'message-sent', 'updated']);
    expect(history.events[0]).toMatchObject({
      actor: ADMIN.email,
      at: new Date(NOW.getTime() + 180_000).toISOString(),
      data: { changes: { status: { before: 'paid', after: 'cancelled' } } },
    });
    expect(history.emails.map((email) => email.kind).sort()).toEqual(['admin-message', 'cancellation']);
    expect(history.emails.find((email) => email.kind === 'admin-message')).toMatchObject({
      to: 'ana@example.com',
      status: 'failed',
      attempts: 5,
      sentAt: null,
      lastError: '550 mailbox unavailable',
    });
    expect((await admin.history('0000000000')).statusCode).toBe(404);
  });
});
