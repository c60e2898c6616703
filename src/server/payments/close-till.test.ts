import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AttentionList } from '../../domain/schemas/admin-api';
import { signedInAdmin } from '../../testing/server/admin-fixtures';
import {
  bookingStatus,
  createBooking,
  eventTypes,
  payWithTestCard,
  submitCard,
} from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { payments } from '../db/schema';

/**
 * Cancel closes the till: an admin's cancellation expires the booking's open checkout at the
 * provider, and money that still arrives for a cancelled booking goes on the operator's list until
 * refunded.
 */
describe.each(TEST_ENGINES)('a cancelled booking on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => new Date('2026-03-01T12:00:00Z') });
  const paymentStatuses = async (id: string) =>
    (
      await database().db.select({ status: payments.status }).from(payments).where(eq(payments.bookingId, id))
    ).map((row) => row.status);
  const reasonsOf = async (admin: Awaited<ReturnType<typeof signedInAdmin>>, id: string) =>
    ((await admin.attention()).json() as AttentionList).bookings
      .find((booking) => booking.id === id)
      ?.reasons.map((reason) => reason.label) ?? [];

  it('expires the open checkout when an admin cancels, so it can no longer be paid', async () => {
    const admin = await signedInAdmin(app(), database());
    const { id, checkoutUrl } = await createBooking(app());
    expect((await admin.update(id, { status: 'cancelled' })).statusCode).toBe(200);

    expect(await paymentStatuses(id)).toEqual(['expired']);
    expect(await eventTypes(database(), id)).toContain('checkout-expired');
    const refused = await submitCard(app(), checkoutUrl ?? '', '4242 4242 4242 4242');
    expect(refused.statusCode).not.toBe(303);
    expect(await bookingStatus(database(), id)).toBe('cancelled');
  });

  it('puts money that arrived after the cancellation on the list, until it is refunded', async () => {
    const admin = await signedInAdmin(app(), database());
    const { id, checkoutUrl } = await createBooking(app());
    // Paid at the provider a moment before the admin cancels; the success page comes back after.
    const sessionId = await payWithTestCard(app(), checkoutUrl ?? '');
    expect((await admin.update(id, { status: 'cancelled' })).statusCode).toBe(200);
    const confirmed = await app().inject({
      method: 'POST',
      url: '/api/payments/confirm',
      payload: { sessionId },
    });
    expect(confirmed.json()).toEqual({ bookingId: id, status: 'cancelled' });

    expect(await eventTypes(database(), id)).toContain('paid-after-cancellation');
    expect(await reasonsOf(admin, id)).toEqual(['Paid after cancellation']);

    expect((await admin.refund(id)).statusCode).toBe(200);
    expect(await reasonsOf(admin, id)).toEqual([]);
  });
});
