import { describe, expect, it } from 'vitest';
import { insertBooking } from '../../testing/server/admin-fixtures';
import {
  ADMIN,
  addAccounts,
  demoteToStaff,
  SITE_ORIGIN,
  signInAsAdmin,
} from '../../testing/server/auth-fixtures';
import { countRows, NOW } from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';

describe.each(TEST_ENGINES)('the dashboard API refuses anyone but an admin on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });
  const calls = (id: string) =>
    [
      { method: 'GET', url: '/api/admin/bookings' },
      { method: 'GET', url: '/api/admin/bookings?search=lopez' },
      { method: 'PATCH', url: `/api/admin/bookings/${id}`, payload: { status: 'cancelled' } },
      { method: 'POST', url: `/api/admin/bookings/${id}/messages`, payload: { message: 'Hi' } },
      { method: 'POST', url: `/api/admin/bookings/${id}/refund`, payload: {} },
      { method: 'GET', url: `/api/admin/bookings/${id}/history` },
      { method: 'POST', url: `/api/admin/bookings/${id}/driver-details`, payload: {} },
      { method: 'GET', url: '/api/admin/attention' },
    ] as const;
  const send = (call: ReturnType<typeof calls>[number], session?: string, origin = SITE_ORIGIN) =>
    app().inject({
      method: call.method,
      url: call.url,
      headers: call.method === 'GET' ? {} : { origin },
      ...('payload' in call ? { payload: call.payload } : {}),
      cookies: session ? { session } : {},
    });

  it('answers 401 without a session, and changes nothing', async () => {
    const id = await insertBooking(database());
    for (const call of calls(id)) {
      const response = await send(call);
      expect(response.statusCode, call.url).toBe(401);
      expect(response.json()).toEqual({ error: 'Authentication required' });
    }
    expect(await countRows(database(), 'emails')).toBe(0);
    expect(await countRows(database(), 'booking_events')).toBe(0);
  });

  it('answers 403 to a signed-in user who is not an admin', async () => {
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    await demoteToStaff(database(), ADMIN.email);
    const id = await insertBooking(database());
    for (const call of calls(id)) {
      const response = await send(call, session);
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json()).toEqual({ error: 'Unauthorized access' });
    }
    expect(await countRows(database(), 'emails')).toBe(0);
  });

  it("refuses an admin's change sent from another site", async () => {
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    const id = await insertBooking(database());
    for (const call of calls(id).filter((c) => c.method !== 'GET')) {
      const response = await send(call, session, 'https://evil.example');
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json()).toEqual({ error: 'Cross-site request refused' });
    }
    expect(await countRows(database(), 'booking_events')).toBe(0);
  });
});
