import { describe, expect, it } from 'vitest';
import type { ReportAnswer } from '../../../domain/schemas/reports';
import { adminClient } from '../../../testing/server/admin-fixtures';
import { addAccounts, signInAsAdmin } from '../../../testing/server/auth-fixtures';
import { arrivalRequest, createBooking, payWithTestCard } from '../../../testing/server/booking-fixtures';
import { readCsvRecords } from '../../../testing/server/csv-reader';
import {
  addProviderOf,
  dispatchAdmin,
  providerClient,
  rideTokenFromMail,
} from '../../../testing/server/dispatch-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';

/**
 * The figures are checked against a fixture worked out by hand, made through the real API on a moving
 * clock. Every figure counts on the ride's Cancun day (a departure's pickup, an arrival's landing), the
 * day the service is delivered, whenever the money moved: payments either side of a Cancun midnight
 * (UTC-5) still count on their rides' days, a ride late on the last evening of March (already April in
 * UTC) is March's, and a refund made in April counts on its ride's March day.
 *
 * - A: arrival Airport → Tulum on 20 March, 5 passengers (2 vehicles × $199 = $398), paid 10 March 04:59
 *   UTC (23:59 on 9 March in Cancun); refunded (95%: $378.10) on 2 April.
 * - B: departure Tulum → Airport, 2 passengers ($199), paid 10 March 05:00 UTC; picked up 12 March 10:30.
 * - C: arrival Airport → Cancun, never paid: in no figure.
 * - D: arrival Airport → Playa del Carmen, 3 passengers ($99), paid 15 March; lands 31 March 23:30 in
 *   Cancun (1 April in UTC).
 */
describe.each(TEST_ENGINES)('the reports on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = new Date('2026-03-01T12:00:00Z');
  const app = useTestApp(database, { now: () => clock });
  let session = '';

  const at = (iso: string) => {
    clock = new Date(iso);
  };
  const get = (url: string) => app().inject({ method: 'GET', url, cookies: session ? { session } : {} });
  const report = async (from: string, to: string) => {
    const response = await get(`/api/admin/reports?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ReportAnswer;
  };
  const figures = (bookings: number, rides: number, revenueCents: number, refundsCents: number) => ({
    bookings,
    rides,
    revenueCents,
    refundsCents,
    netCents: revenueCents - refundsCents,
    // No ride of the fixture went to a provider (the ride driven the next month has its own test).
    providerCostCents: 0,
    marginCents: revenueCents - refundsCents,
  });

  async function makeFixture() {
    await addAccounts(database());
    at('2026-03-10T04:50:00Z');
    const a = await createBooking(app(), arrivalRequest({ flightDate: '2026-03-20', passengers: 5 }));
    at('2026-03-10T04:59:00Z');
    await payAt(a.checkoutUrl);
    at('2026-03-10T04:55:00Z');
    await createPaidBookingAt('2026-03-10T05:00:00Z', {
      serviceType: 'departure',
      from: 'Tulum',
      to: 'Cancun Airport',
      passengers: 2,
      flightDate: '2026-03-12',
      flightTime: '14:30',
      pickupHours: 4,
    });
    at('2026-03-11T12:00:00Z');
    await createBooking(app(), arrivalRequest({ to: 'Cancun', passengers: 1, flightDate: '2026-03-25' }));
    at('2026-03-15T11:55:00Z');
    await createPaidBookingAt('2026-03-15T12:00:00Z', {
      to: 'Playa del Carmen',
      passengers: 3,
      flightDate: '2026-03-31',
      flightTime: '23:30',
    });
    at('2026-04-02T15:00:00Z');
    session = await signInAsAdmin(app());
    const refunded = await adminClient(app(), session).refund(a.id);
    expect(refunded.statusCode, refunded.body).toBe(200);
  }

  /** Pays a checkout as the success page confirms it, at the clock's time. */
  async function payAt(checkoutUrl: string | null) {
    const sessionId = await payWithTestCard(app(), checkoutUrl ?? '');
    const confirmed = await app().inject({
      method: 'POST',
      url: '/api/payments/confirm',
      payload: { sessionId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }

  async function createPaidBookingAt(paidAt: string, overrides: Parameters<typeof arrivalRequest>[0]) {
    const { id, checkoutUrl } = await createBooking(app(), overrides);
    at(paidAt);
    await payAt(checkoutUrl);
    return id;
  }

  it("adds up bookings, rides, revenue, refunds and net on the rides' Cancun days, by route and type", async () => {
    await makeFixture();

    const march = await report('2026-03-01', '2026-03-31');
    expect(march.totals).toEqual(figures(3, 2, 39_800 + 19_900 + 9_900, 37_810));
    expect(march.days).toHaveLength(31);
    const day = (date: string) => march.days.find((row) => row.date === date);
    // Paid on the 9th and the 10th in Cancun, refunded in April: all of it on the ride's day.
    expect(day('2026-03-09')).toEqual({ date: '2026-03-09', ...figures(0, 0, 0, 0) });
    expect(day('2026-03-10')).toEqual({ date: '2026-03-10', ...figures(0, 0, 0, 0) });
    expect(day('2026-03-20')).toEqual({ date: '2026-03-20', ...figures(1, 0, 39_800, 37_810) });
    expect(day('2026-03-12')).toEqual({ date: '2026-03-12', ...figures(1, 1, 19_900, 0) });
    // A landing at 23:30 on 31 March in Cancun is March's ride, though it is April in UTC.
    expect(day('2026-03-31')).toEqual({ date: '2026-03-31', ...figures(1, 1, 9_900, 0) });
    expect(march.byRoute).toEqual([
      { from: 'Cancun Airport', to: 'Tulum', ...figures(1, 0, 39_800, 37_810) },
      { from: 'Tulum', to: 'Cancun Airport', ...figures(1, 1, 19_900, 0) },
      { from: 'Cancun Airport', to: 'Playa del Carmen', ...figures(1, 1, 9_900, 0) },
    ]);
    expect(march.byServiceType).toEqual([
      { serviceType: 'arrival', ...figures(2, 1, 49_700, 37_810) },
      { serviceType: 'departure', ...figures(1, 1, 19_900, 0) },
    ]);

    // April had no ride of the fixture: the refund made on 2 April is March's.
    const april = await report('2026-04-01', '2026-04-30');
    expect(april.totals).toEqual(figures(0, 0, 0, 0));
    expect(april.byRoute).toEqual([]);
  });

  it('downloads the same figures as CSV: a row per day in dollars with two decimals, the totals last', async () => {
    await makeFixture();
    const response = await get('/api/admin/reports.csv?from=2026-03-19&to=2026-03-20');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('report-2026-03-19-to-2026-03-20.csv');
    expect(readCsvRecords(response.body)).toEqual([
      {
        Date: '2026-03-19',
        Bookings: '0',
        Rides: '0',
        Revenue: '0.00',
        Refunds: '0.00',
        Net: '0.00',
        'Provider Cost': '0.00',
        Margin: '0.00',
      },
      {
        Date: '2026-03-20',
        Bookings: '1',
        Rides: '0',
        Revenue: '398.00',
        Refunds: '378.10',
        Net: '19.90',
        'Provider Cost': '0.00',
        Margin: '19.90',
      },
      {
        Date: 'Total',
        Bookings: '1',
        Rides: '0',
        Revenue: '398.00',
        Refunds: '378.10',
        Net: '19.90',
        'Provider Cost': '0.00',
        Margin: '19.90',
      },
    ]);
  });

  it('counts a ride booked in one month and driven in the next on its ride day, as the statement does', async () => {
    await addAccounts(database());
    at('2026-03-25T15:00:00Z');
    session = await signInAsAdmin(app());
    const admin = dispatchAdmin(app(), session);
    const providerId = await addProviderOf(admin);
    const id = await createPaidBookingAt('2026-03-25T15:05:00Z', {
      passengers: 2,
      flightDate: '2026-04-02',
      flightTime: '14:30',
      lastName: 'Nextmonth',
    });
    const sent = await admin.sendOffer(id, {
      providerId,
      costDollars: 120,
      note: '',
      respondBy: '2026-03-27T09:00',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const provider = providerClient(app(), await rideTokenFromMail(database(), id));
    expect((await provider.accept()).statusCode).toBe(200);
    at('2026-04-02T19:30:00Z');
    for (const mark of ['at-meeting-point', 'on-board', 'completed']) {
      expect((await provider.mark(mark)).statusCode, mark).toBe(200);
    }
    session = await signInAsAdmin(app());

    // Booked and paid in March, driven in April: March has none of it, April all of it.
    expect((await report('2026-03-01', '2026-03-31')).totals).toEqual(figures(0, 0, 0, 0));
    // A range that cuts between booking and ride (the 26th to the 2nd) holds the ride and all its money.
    const cut = await report('2026-03-26', '2026-04-02');
    const april = await report('2026-04-01', '2026-04-30');
    for (const range of [cut, april]) {
      expect(range.totals).toEqual({
        ...figures(1, 1, 19_900, 0),
        providerCostCents: 12_000,
        marginCents: 7_900,
      });
    }
    // The margin is the revenue less what the provider's April statement says it is owed.
    const statement = await get(`/api/admin/providers/${providerId}/statement?month=2026-04`);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(april.totals.revenueCents - statement.json().totalCents).toBe(april.totals.marginCents);
    const csv = readCsvRecords((await get('/api/admin/reports.csv?from=2026-03-26&to=2026-04-02')).body);
    expect(csv.at(-1)).toMatchObject({
      Date: 'Total',
      Revenue: '199.00',
      'Provider Cost': '120.00',
      Margin: '79.00',
    });
  });

  it('reports the current month in Cancun by default, and refuses a range it cannot report', async () => {
    await addAccounts(database());
    // 03:00 UTC on 1 April is still 31 March in Cancun.
    at('2026-04-01T03:00:00Z');
    session = await signInAsAdmin(app());
    const current = (await get('/api/admin/reports')).json() as ReportAnswer;
    expect([current.from, current.to]).toEqual(['2026-03-01', '2026-03-31']);

    for (const [query, message] of [
      ['from=2026-03-10&to=2026-03-09', 'The start date must not be after the end date'],
      ['from=2025-01-01&to=2026-03-01', 'Please choose a range of at most 366 days'],
      ['from=2026-02-30&to=2026-03-01', 'Please enter a valid date (YYYY-MM-DD)'],
    ] as const) {
      const refused = await get(`/api/admin/reports?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error, query).toBe(message);
    }
  });

  it('answers only a signed-in admin', async () => {
    session = '';
    expect((await get('/api/admin/reports')).statusCode).toBe(401);
    expect((await get('/api/admin/reports.csv')).statusCode).toBe(401);
  });
});
