/**
 * A provider's monthly statement on both engines: which rides count (completed and no-show;
 * not cancelled, declined or another provider's; a ride refunded after it was driven does), the month by
 * the ride's time in Cancun, the CSV and PDF made from the same figures, Mark Paid once, a late mark after
 * payment, and the reports' Provider Cost and Margin.
 */
import { describe, expect, it } from 'vitest';
import { cancunDateTimeToInstant } from '../../../domain/cancun-time';
import type { Statement } from '../../../domain/schemas/provider-statement';
import type { ReportAnswer } from '../../../domain/schemas/reports';
import { adminClient } from '../../../testing/server/admin-fixtures';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../../testing/server/auth-fixtures';
import { createPaidBooking, NOW } from '../../../testing/server/booking-fixtures';
import { readCsvRecords } from '../../../testing/server/csv-reader';
import {
  addProviderOf,
  dispatchAdmin,
  PROVIDER_FORM,
  providerClient,
  rideTokenFromMail,
} from '../../../testing/server/dispatch-fixtures';
import { pdfPages } from '../../../testing/server/pdf-text';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';

describe.each(TEST_ENGINES)('provider statements on %s', { timeout: 180_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock });
  let session = '';
  let providerId = '';
  let otherProviderId = '';

  async function at(instant: Date | string) {
    clock = new Date(instant);
    session = await signInAsAdmin(app());
  }
  const admin = () => dispatchAdmin(app(), session);
  const get = (url: string, cookie = session) =>
    app().inject({ method: 'GET', url, cookies: cookie ? { session: cookie } : {} });
  const post = (url: string, payload: object, cookie = session) =>
    app().inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: SITE_ORIGIN },
      cookies: cookie ? { session: cookie } : {},
    });
  const statement = async (month: string, id = providerId) => {
    const response = await get(`/api/admin/providers/${id}/statement?month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Statement;
  };

  /** A paid arrival Airport → Tulum offered at `costDollars` and accepted; answers its id and the provider's client. */
  async function acceptedRide(
    flightDate: string,
    flightTime: string,
    costDollars: number,
    provider = providerId,
  ) {
    const id = await createPaidBooking(app(), { flightDate, flightTime });
    const sent = await admin().sendOffer(id, {
      providerId: provider,
      costDollars,
      note: '',
      respondBy: '2026-03-01T09:00',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const client = providerClient(app(), await rideTokenFromMail(database(), id));
    expect((await client.accept()).statusCode).toBe(200);
    return { id, client, landing: cancunDateTimeToInstant(flightDate, flightTime) ?? NOW };
  }

  /** The driver's three marks at the ride's landing (when each can be true), then the clock as it was. */
  async function drive(ride: { client: ReturnType<typeof providerClient>; landing: Date }) {
    const before = clock;
    clock = ride.landing;
    for (const mark of ['at-meeting-point', 'on-board', 'completed']) {
      const marked = await ride.client.mark(mark);
      expect(marked.statusCode, `${mark}: ${marked.body}`).toBe(200);
    }
    clock = before;
  }

  async function setUp() {
    clock = NOW;
    await addAccounts(database());
    await at(NOW);
    providerId = await addProviderOf(admin());
    otherProviderId = await addProviderOf(admin(), { ...PROVIDER_FORM, companyName: 'Tulum Shuttles' });
  }

  it("adds up a month's completed and no-show rides, downloads them as CSV and PDF, and is paid once", async () => {
    await setUp();
    const completed = await acceptedRide('2026-03-10', '14:30', 110);
    await drive(completed);
    const noShow = await acceptedRide('2026-03-12', '14:30', 90);
    // Refunded before the ride: its offer ended, nothing is owed.
    const cancelled = await acceptedRide('2026-03-14', '14:30', 95);
    expect((await adminClient(app(), session).refund(cancelled.id)).statusCode).toBe(200);
    // Refunded after it was driven: the provider did the work and is owed it.
    const refundedAfter = await acceptedRide('2026-03-16', '14:30', 100);
    await drive(refundedAfter);
    expect((await adminClient(app(), session).refund(refundedAfter.id)).statusCode).toBe(200);
    // 23:30 on 31 March in Cancun is 1 April in UTC: March's ride.
    const lastEvening = await acceptedRide('2026-03-31', '23:30', 80);
    await drive(lastEvening);
    const april = await acceptedRide('2026-04-01', '10:00', 70);
    await drive(april);
    // Declined, and another provider's ride: not on this statement.
    const declinedId = await createPaidBooking(app(), { flightDate: '2026-03-18' });
    await admin().sendOffer(declinedId, {
      providerId,
      costDollars: 60,
      note: '',
      respondBy: '2026-03-01T09:00',
    });
    await providerClient(app(), await rideTokenFromMail(database(), declinedId)).decline('No van that day');
    const others = await acceptedRide('2026-03-18', '14:30', 50, otherProviderId);
    await drive(others);
    // Accepted and not driven yet: not owed yet.
    const later = await acceptedRide('2026-03-20', '14:30', 70);
    // The no-show after the free wait: 14:30 in Cancun (19:30 UTC) and the free hour.
    clock = noShow.landing;
    await noShow.client.mark('at-meeting-point');
    await at('2026-03-12T20:31:00Z');
    expect((await noShow.client.mark('no-show')).statusCode).toBe(200);

    const march = await statement('2026-03');
    expect(march).toEqual({
      provider: { id: providerId, name: 'Riviera Vans' },
      month: '2026-03',
      rows: [
        {
          bookingId: completed.id,
          rideAt: '2026-03-10T19:30:00.000Z',
          routeLabel: 'Cancun Airport → Tulum',
          outcome: 'completed',
          costCents: 11_000,
        },
        {
          bookingId: noShow.id,
          rideAt: '2026-03-12T19:30:00.000Z',
          routeLabel: 'Cancun Airport → Tulum',
          outcome: 'no-show',
          costCents: 9_000,
        },
        {
          bookingId: refundedAfter.id,
          rideAt: '2026-03-16T19:30:00.000Z',
          routeLabel: 'Cancun Airport → Tulum',
          outcome: 'completed',
          costCents: 10_000,
        },
        {
          bookingId: lastEvening.id,
          rideAt: '2026-04-01T04:30:00.000Z',
          routeLabel: 'Cancun Airport → Tulum',
          outcome: 'completed',
          costCents: 8_000,
        },
      ],
      totalCents: 38_000,
      payment: null,
    } satisfies Statement);
    expect((await statement('2026-04')).rows.map((row) => row.bookingId)).toEqual([april.id]);
    expect((await statement('2026-03', otherProviderId)).totalCents).toBe(5_000);
    // This month in Cancun by default.
    expect((await get(`/api/admin/providers/${providerId}/statement`)).json().month).toBe('2026-03');

    const csv = await get(`/api/admin/providers/${providerId}/statement.csv?month=2026-03`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="statement-riviera-vans-2026-03.csv"',
    );
    expect(readCsvRecords(csv.body)).toEqual([
      {
        Date: '2026-03-10',
        Booking: completed.id,
        Route: 'Cancun Airport → Tulum',
        Outcome: 'Completed',
        'Provider Cost': '110.00',
      },
      {
        Date: '2026-03-12',
        Booking: noShow.id,
        Route: 'Cancun Airport → Tulum',
        Outcome: 'No-show',
        'Provider Cost': '90.00',
      },
      {
        Date: '2026-03-16',
        Booking: refundedAfter.id,
        Route: 'Cancun Airport → Tulum',
        Outcome: 'Completed',
        'Provider Cost': '100.00',
      },
      {
        Date: '2026-03-31',
        Booking: lastEvening.id,
        Route: 'Cancun Airport → Tulum',
        Outcome: 'Completed',
        'Provider Cost': '80.00',
      },
      { Date: 'Total', Booking: '', Route: '', Outcome: '', 'Provider Cost': '380.00' },
    ]);

    const pdf = await get(`/api/admin/providers/${providerId}/statement.pdf?month=2026-03`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="statement-riviera-vans-2026-03.pdf"',
    );
    const text = (await pdfPages(pdf.rawPayload)).pages.join(' ');
    for (const fact of [
      'Cancun Private Transfers',
      'Riviera Vans',
      '2026-03',
      completed.id,
      'No-show',
      '$90.00',
      'Total',
      '$380.00',
    ])
      expect(text).toContain(fact);

    // Mark Paid: when, by whom, the reference; a second time is refused.
    const paid = await post(`/api/admin/providers/${providerId}/statement/paid`, {
      month: '2026-03',
      reference: 'SPEI 4471',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = {
      paidAt: '2026-03-12T20:31:00.000Z',
      paidBy: 'admin@example.com',
      reference: 'SPEI 4471',
      changedAfterPayment: false,
    };
    expect(paid.json()).toEqual({ payment });
    expect((await statement('2026-03')).payment).toEqual(payment);
    const again = await post(`/api/admin/providers/${providerId}/statement/paid`, {
      month: '2026-03',
      reference: 'SPEI 4472',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This month is already marked paid for this provider.');

    // A late mark: the 20 March ride completed after the month was paid.
    await drive(later);
    const changed = await statement('2026-03');
    expect(changed.totalCents).toBe(45_000);
    expect(changed.payment).toEqual({ ...payment, changedAfterPayment: true });

    // Reports: what the providers are owed for March's rides (both providers), and the margin.
    const report = (await get('/api/admin/reports?from=2026-03-01&to=2026-03-31')).json() as ReportAnswer;
    expect(report.totals.providerCostCents).toBe(45_000 + 5_000);
    expect(report.totals.marginCents).toBe(report.totals.netCents - 50_000);
    expect(report.days.find((day) => day.date === '2026-03-10')).toMatchObject({ providerCostCents: 11_000 });
    expect(report.days.find((day) => day.date === '2026-03-31')).toMatchObject({ providerCostCents: 8_000 });
    const reportCsv = readCsvRecords(
      (await get('/api/admin/reports.csv?from=2026-03-01&to=2026-03-31')).body,
    );
    expect(reportCsv.at(-1)).toMatchObject({
      Date: 'Total',
      'Provider Cost': '500.00',
      Margin: ((report.totals.netCents - 50_000) / 100).toFixed(2),
    });
  });

  it('refuses a bad month, an unknown provider, a bad reference, and anyone but a signed-in admin', async () => {
    await setUp();
    const base = `/api/admin/providers/${providerId}`;
    for (const month of ['2026-13', '2026-3', 'March']) {
      for (const path of ['statement', 'statement.csv', 'statement.pdf']) {
        const refused = await get(`${base}/${path}?month=${month}`);
        expect(refused.statusCode, `${path} ${month}`).toBe(400);
        expect(refused.json().error).toBe('Please choose a month (YYYY-MM)');
      }
      expect((await post(`${base}/statement/paid`, { month, reference: 'x' })).statusCode).toBe(400);
    }
    for (const reference of ['', '   ', 'x'.repeat(101)]) {
      const refused = await post(`${base}/statement/paid`, { month: '2026-03', reference });
      expect(refused.statusCode, reference).toBe(400);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/admin/providers/${unknown}/statement`)).statusCode).toBe(404);
    expect(
      (await post(`/api/admin/providers/${unknown}/statement/paid`, { month: '2026-03', reference: 'x' }))
        .statusCode,
    ).toBe(404);
    for (const path of ['statement', 'statement.csv', 'statement.pdf']) {
      expect((await get(`${base}/${path}`, '')).statusCode, path).toBe(401);
    }
    expect((await post(`${base}/statement/paid`, { month: '2026-03', reference: 'x' }, '')).statusCode).toBe(
      401,
    );
    // Nothing was recorded by the refused calls.
    expect((await statement('2026-03')).payment).toBeNull();
  });
});
