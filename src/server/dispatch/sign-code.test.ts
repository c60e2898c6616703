/**
 * The sign code reaches a provider only once it accepted the ride, and a provider who once had the ride
 * cannot reuse it: the next provider's acceptance draws a new code.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isSignCode } from '../../domain/sign-code';
import { addAccounts, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { createPaidBooking, NOW } from '../../testing/server/booking-fixtures';
import {
  addProviderOf,
  dispatchAdmin,
  mailsOf,
  PROVIDER_FORM,
  providerClient,
  rideTokenFromMail,
} from '../../testing/server/dispatch-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';

describe.each(TEST_ENGINES)('the sign code at the provider on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  const codeOf = async (bookingId: string) =>
    (
      await queryRows<{ sign_code: string }>(
        database().db,
        sql`select sign_code from bookings where id = ${bookingId}`,
      )
    )[0]?.sign_code ?? '';

  it('shows it after acceptance only, and draws a new one when another provider takes the ride', async () => {
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    const admin = dispatchAdmin(app(), session);
    const manifest = async (format: '' | '.csv') =>
      app().inject({
        method: 'GET',
        url: `/api/admin/manifest${format}?date=2026-03-10`,
        cookies: { session },
      });
    const firstId = await addProviderOf(admin);
    const bookingId = await createPaidBooking(app());
    const code = await codeOf(bookingId);
    expect(isSignCode(code)).toBe(true);

    const offer = { costDollars: 110, note: '', respondBy: '2026-03-01T09:00' };
    await admin.sendOffer(bookingId, { providerId: firstId, ...offer });
    const first = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    const offered = await first.open();
    expect(offered.json().ride.traveller).toBeNull();
    expect(offered.body).not.toContain(code);
    expect((await mailsOf(database(), bookingId, 'ride-offer'))[0]?.text_body).not.toContain(code);
    expect((await manifest('')).json().rides[0].sign).toBeNull();

    const accepted = await first.accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await first.open()).json().ride.traveller.sign).toBe(`Sign: López · ${code}`);
    expect(await codeOf(bookingId)).toBe(code);
    expect((await manifest('')).json().rides[0].sign).toBe(`Sign: López · ${code}`);
    const csv = await manifest('.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(code);

    await admin.withdraw(bookingId);
    const secondId = await addProviderOf(admin, {
      ...PROVIDER_FORM,
      companyName: 'Mayab Tours',
      dispatchEmail: 'ops@mayab.example',
    });
    await admin.sendOffer(bookingId, { providerId: secondId, ...offer });
    const second = providerClient(app(), await rideTokenFromMail(database(), bookingId));
    expect((await second.accept()).statusCode).toBe(200);
    const newCode = await codeOf(bookingId);
    expect(isSignCode(newCode)).toBe(true);
    expect((await second.open()).json().ride.traveller.sign).toBe(`Sign: López · ${newCode}`);
    expect(newCode).not.toBe(code);
  });
});
