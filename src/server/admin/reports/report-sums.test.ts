/**
 * report_sums, which the triggers of migrations 0030 and 0034 keep as money moves, bookings change and
 * rides are marked, says what a full scan of money_movements, bookings and ride_offers says, per Cancun
 * day, service type and route, after each kind of change the app makes through its API (bookings made and
 * paid, refunds, cancellations, offers accepted, completed, no-shows and re-offered at another cost, a
 * traveller's date change, an admin's route change), after bookings are stored straight in the table (a
 * restore) and after a booking is deleted (the privacy retention).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingIdFromBytes } from '../../../domain/booking-id';
import { adminClient } from '../../../testing/server/admin-fixtures';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../../testing/server/auth-fixtures';
import { createBooking, createPaidBooking, NOW } from '../../../testing/server/booking-fixtures';
import {
  addProviderOf,
  dispatchAdmin,
  providerClient,
  rideTokenFromMail,
} from '../../../testing/server/dispatch-fixtures';
import { changeForm } from '../../../testing/server/manage-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { queryRows } from '../../db/client';
import { bookings } from '../../db/schema';

type SumRow = Record<string, string | number>;

/** A booking as a restore stores it, landing on 2026-03-16 in Cancun. */
const STORED = {
  serviceType: 'arrival',
  fromLocation: 'Cancun Airport',
  toLocation: 'Tulum',
  passengers: 2,
  firstName: 'Ana',
  email: 'ana@example.com',
  phone: '+52 998 123 4567',
  hotelName: 'Hotel Azul',
  flightNumber: 'AA 1234',
  flightDateTime: new Date('2026-03-16T18:00:00Z'),
  flightAirline: 'American Airlines',
  totalPrice: 199,
  createdAt: NOW,
  updatedAt: NOW,
} as const;

/** The columns compared, as numbers (the drivers give bigint as text or BigInt). */
const FIGURES = [
  'payments',
  'revenue_cents',
  'refunds',
  'refunds_cents',
  'rides',
  'provider_costs',
  'provider_cost_cents',
] as const;

/** Money, rides and provider costs alike by the Cancun day of the booking's pickup, else its landing. */
const FULL_SCAN = sql`
  select day::text as day, service_type, from_location, to_location,
    sum(payments) as payments, sum(revenue_cents) as revenue_cents, sum(refunds) as refunds,
    sum(refunds_cents) as refunds_cents, sum(rides) as rides, sum(provider_costs) as provider_costs,
    sum(provider_cost_cents) as provider_cost_cents
  from (
    select (coalesce(b.pickup_time_calc, b.flight_date_time) at time zone 'America/Cancun')::date as day,
      m.service_type, m.from_location, m.to_location,
      case when m.kind = 'payment' then 1 else 0 end as payments,
      case when m.kind = 'payment' then m.amount_cents else 0 end as revenue_cents,
      case when m.kind = 'refund' then 1 else 0 end as refunds,
      case when m.kind = 'refund' then m.amount_cents else 0 end as refunds_cents,
      0 as rides, 0 as provider_costs, 0 as provider_cost_cents
    from money_movements m join bookings b on b.id = m.booking_id
    union all
    select (coalesce(pickup_time_calc, flight_date_time) at time zone 'America/Cancun')::date, service_type,
      from_location, to_location, 0, 0, 0, 0, 1, 0, 0
    from bookings where status in ('paid', 'confirmed', 'completed')
    union all
    select (coalesce(b.pickup_time_calc, b.flight_date_time) at time zone 'America/Cancun')::date,
      b.service_type, b.from_location, b.to_location, 0, 0, 0, 0, 0, 1, o.cost_cents
    from ride_offers o join bookings b on b.id = o.booking_id
    where o.status = 'accepted' and (o.completed_at is not null or o.no_show_at is not null)
  ) scanned
  group by 1, 2, 3, 4`;

const KEPT = sql`
  select day::text as day, service_type, from_location, to_location, payments, revenue_cents, refunds,
    refunds_cents, rides, provider_costs, provider_cost_cents
  from report_sums where payments + refunds + rides + provider_costs > 0`;

type Figures = Record<(typeof FIGURES)[number], number>;

function normalised(rows: SumRow[]): ({ key: string } & Figures)[] {
  return rows
    .map((row) => ({
      key: `${row.day} ${row.service_type} ${row.from_location} → ${row.to_location}`,
      ...(Object.fromEntries(FIGURES.map((figure) => [figure, Number(row[figure])])) as Figures),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

describe.each(TEST_ENGINES)('the report sums on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, { now: () => clock });

  async function expectSumsToAgreeWithAScan(after: string) {
    const kept = normalised(await queryRows<SumRow>(database().db, KEPT));
    const scanned = normalised(await queryRows<SumRow>(database().db, FULL_SCAN));
    expect(kept, after).toEqual(scanned);
    return kept;
  }

  it('agree with a full scan after every change to money, bookings and rides', async () => {
    await addAccounts(database());
    let session = await signInAsAdmin(app());
    const admin = () => dispatchAdmin(app(), session);
    const providerId = await addProviderOf(admin());
    const offer = async (bookingId: string, costDollars: number, respondBy = '2026-03-02T09:00') => {
      const sent = await admin().sendOffer(bookingId, { providerId, costDollars, note: '', respondBy });
      expect(sent.statusCode, sent.body).toBe(201);
      const provider = providerClient(app(), await rideTokenFromMail(database(), bookingId));
      expect((await provider.accept()).statusCode).toBe(200);
      return provider;
    };
    /** The driver's three marks at the ride's landing (when each can be true), then the clock as it was. */
    const drive = async (provider: ReturnType<typeof providerClient>, landing: string) => {
      const before = clock;
      clock = new Date(landing);
      for (const mark of ['at-meeting-point', 'on-board', 'completed']) {
        expect((await provider.mark(mark)).statusCode, mark).toBe(200);
      }
      clock = before;
    };

    // Made and paid: a landing at 23:30 in Cancun (the next day in UTC), a departure, one never paid.
    const late = await createPaidBooking(app(), {
      flightDate: '2026-03-10',
      flightTime: '23:30',
      lastName: 'Late',
    });
    const departure = await createPaidBooking(app(), {
      serviceType: 'departure',
      from: 'Tulum',
      to: 'Cancun Airport',
      pickupHours: 4,
      flightDate: '2026-03-11',
      flightTime: '14:30',
      lastName: 'Departing',
    });
    await createBooking(app(), { flightDate: '2026-03-12', lastName: 'Unpaid' });
    await expectSumsToAgreeWithAScan('bookings made and paid');

    // Stored straight in the table, as a restore does: one statement of a pending booking and a paid one,
    // whose ride counts from its insert.
    await database()
      .db.insert(bookings)
      .values(
        (['pending', 'paid'] as const).map((status) => ({
          ...STORED,
          id: bookingIdFromBytes(randomBytes(8)),
          status,
          lastName: `Stored ${status}`,
        })),
      );
    const stored = await expectSumsToAgreeWithAScan('bookings stored straight in the table');
    expect(stored.find((row) => row.key.startsWith('2026-03-16'))).toMatchObject({ rides: 1 });

    // Rides driven, one a no-show; one re-offered at another cost after its first offer was withdrawn.
    const driven = await createPaidBooking(app(), { flightDate: '2026-03-12', lastName: 'Driven' });
    await drive(await offer(driven, 110), '2026-03-12T19:30:00Z');
    const reoffered = await createPaidBooking(app(), { flightDate: '2026-03-13', lastName: 'Reoffered' });
    await offer(reoffered, 90);
    expect((await admin().withdraw(reoffered)).statusCode).toBe(200);
    await drive(await offer(reoffered, 125), '2026-03-13T19:30:00Z');
    const noShow = await createPaidBooking(app(), { flightDate: '2026-03-14', lastName: 'Absent' });
    const absent = await offer(noShow, 100);
    clock = new Date('2026-03-14T19:30:00Z');
    expect((await absent.mark('at-meeting-point')).statusCode).toBe(200);
    clock = new Date('2026-03-14T22:00:00Z');
    session = await signInAsAdmin(app());
    expect((await absent.mark('no-show')).statusCode).toBe(200);
    const withCosts = await expectSumsToAgreeWithAScan('rides driven, a no-show and a re-offer');
    expect(withCosts.reduce((sum, row) => sum + row.provider_cost_cents, 0)).toBe(33_500);

    // A refund (the ride leaves the rides), a cancellation, a refund of a ride already driven.
    clock = new Date('2026-03-15T12:00:00Z');
    session = await signInAsAdmin(app());
    expect((await adminClient(app(), session).refund(late)).statusCode).toBe(200);
    expect((await adminClient(app(), session).update(departure, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    expect((await adminClient(app(), session).refund(driven)).statusCode).toBe(200);
    await expectSumsToAgreeWithAScan('refunds and a cancellation');

    // A traveller moves their ride to another day before it is driven; an admin moves a driven one's route.
    const moved = await createPaidBooking(app(), { flightDate: '2026-03-20', lastName: 'Moved' });
    const movedProvider = await offer(moved, 80, '2026-03-16T09:00');
    const changed = await app().inject({
      method: 'PATCH',
      url: `/api/bookings/${moved}/manage`,
      headers: { origin: SITE_ORIGIN },
      payload: {
        access: { email: 'ana@example.com', lastName: 'Moved' },
        changes: changeForm({ flightDate: '2026-03-22', flightTime: '09:15' }),
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await drive(movedProvider, '2026-03-22T14:15:00Z');
    const rerouted = await adminClient(app(), session).update(reoffered, {
      serviceType: 'arrival',
      from: 'Cancun Airport',
      to: 'Cancun',
    });
    expect(rerouted.statusCode, rerouted.body).toBe(200);
    const afterMoves = await expectSumsToAgreeWithAScan('a date change and a route change');
    expect(afterMoves.find((row) => row.key.startsWith('2026-03-22'))).toMatchObject({
      rides: 1,
      provider_cost_cents: 8_000,
    });

    // A booking deleted, its offers and movements with it (as the privacy retention deletes old ones).
    await database().db.execute(sql`delete from bookings where id = ${reoffered}`);
    await expectSumsToAgreeWithAScan('a booking deleted');
  });
});
