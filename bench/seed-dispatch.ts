/**
 * Dispatch data for the benches: a few providers and about 2,000 offers of the seeded rides
 * nearest a given instant (the attention bench's `now`, the board's day), in every state an offer reaches,
 * so Needs attention's dispatch reasons and the board's states are exercised: rides past with their marks
 * (some drivers never at the meeting point, a few no-shows), rides ahead accepted, offered, declined or
 * expired (some offered again), changes not confirmed. Deterministic, as seed-bookings.ts is.
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/server/db/client';
import { randomSource, withoutStatementTimeout } from './seed-bookings';

const PROVIDERS = ['Transportes Maya', 'Riviera Shuttles', 'Caribe VIP', 'Tulum Express', 'Cancun Vans'];
const DRIVERS = ['Jorge Pech', 'Miguel Chan', 'Raúl Canul', 'Andrés May', 'Efraín Poot', 'Ramón Kú'];
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Rides within this many days either side of the instant get offers (about 2,000 rides at 100,000 bookings). */
const WINDOW_DAYS = 6;

type Ride = { id: string; at: string };
type Offer = Record<string, unknown>;

/** The offers of one ride: at most one stands (offered or accepted), the ones before it ended. */
function offersOf(random: ReturnType<typeof randomSource>, ride: Ride, now: number, providerIds: string[]) {
  const at = new Date(ride.at).getTime();
  const offers: Offer[] = [];
  const base = (offeredAt: number): Offer => ({
    booking_id: ride.id,
    provider_id: random.pick(providerIds),
    status: 'offered',
    cost_cents: 2500 + random.int(40) * 100,
    offered_at: new Date(offeredAt).toISOString(),
    respond_by: new Date(offeredAt + 4 * HOUR_MS).toISOString(),
    token_hash: `bench-${ride.id}-${offers.length}`,
    offered_by: 'admin@example.com',
  });
  const offeredAt = Math.min(at, now) - (6 + random.int(72)) * HOUR_MS;
  // One ride in eight was first declined or left unanswered, then offered again.
  if (random.next() < 0.125) {
    const declined = random.next() < 0.6;
    offers.push({
      ...base(offeredAt - 8 * HOUR_MS),
      status: declined ? 'declined' : 'expired',
      responded_at: new Date(offeredAt - 6 * HOUR_MS).toISOString(),
      ended_by: declined ? 'provider' : 'scheduler',
      decline_reason: declined ? 'No vehicle free' : null,
    });
  }
  const offer = base(offeredAt);
  const roll = random.next();
  if (at > now && roll < 0.12) {
    offers.push(offer); // still waiting for an answer
  } else if (at > now && roll < 0.2) {
    const declined = roll < 0.16;
    offers.push({
      ...offer,
      status: declined ? 'declined' : 'expired',
      responded_at: new Date(offeredAt + HOUR_MS).toISOString(),
      ended_by: declined ? 'provider' : 'scheduler',
      decline_reason: declined ? 'No driver that day' : null,
    });
  } else {
    const accepted: Offer = {
      ...offer,
      status: 'accepted',
      responded_at: new Date(offeredAt + 30 * MINUTE_MS).toISOString(),
      ended_by: 'provider',
      driver_name: random.pick(DRIVERS),
      driver_phone: `+52 998 ${1_000_000 + random.int(9_000_000)}`,
      vehicle: 'Toyota Hiace, white',
      plate_number: `YUC-${1000 + random.int(9000)}`,
    };
    if (at < now) {
      // Most drivers marked the meeting point; one in twenty never did; a few travellers did not show.
      if (random.next() >= 0.05) {
        accepted.at_meeting_point_at = new Date(at - 10 * MINUTE_MS).toISOString();
        if (random.next() < 0.02) accepted.no_show_at = new Date(at + 60 * MINUTE_MS).toISOString();
        else if (at + 2 * HOUR_MS < now) {
          accepted.on_board_at = new Date(at + 5 * MINUTE_MS).toISOString();
          accepted.completed_at = new Date(at + 90 * MINUTE_MS).toISOString();
        }
      }
    } else if (random.next() < 0.04) {
      accepted.changes_unconfirmed_since = new Date(now - random.int(48) * HOUR_MS).toISOString();
      accepted.unconfirmed_changes = [{ label: 'Passengers', before: '2', after: '3' }];
    }
    offers.push(accepted);
  }
  return offers;
}

/**
 * Adds the providers and `count` offers of the paid, confirmed or completed rides nearest `around`
 * (nearest first); answers how many offers went in.
 */
export async function seedDispatch(db: Database, around: Date, count: number): Promise<number> {
  const providerIds = (
    await queryRows<{ id: string }>(
      db,
      sql`insert into providers (company_name, dispatch_email, phone)
          select name, lower(replace(name, ' ', '')) || '@example.com', '+52 998 100 2000'
          from unnest(${`{${PROVIDERS.join(',')}}`}::text[]) as name
          returning id`,
    )
  ).map((row) => row.id);
  const now = around.getTime();
  const rides = await queryRows<Ride>(
    db,
    sql`select id, coalesce(pickup_time_calc, flight_date_time) as at from bookings
        where status in ('paid', 'confirmed', 'completed')
          and coalesce(pickup_time_calc, flight_date_time)
            between ${new Date(now - WINDOW_DAYS * 24 * HOUR_MS)} and ${new Date(now + WINDOW_DAYS * 24 * HOUR_MS)}
        order by abs(extract(epoch from coalesce(pickup_time_calc, flight_date_time) - ${around}::timestamptz)), id`,
  );
  const random = randomSource(20_260_115);
  const offers: Offer[] = [];
  for (const ride of rides) {
    if (offers.length >= count) break;
    offers.push(...offersOf(random, ride, now, providerIds));
  }
  const rows = offers.slice(0, count);
  const columns = [
    'booking_id',
    'provider_id',
    'status',
    'cost_cents',
    'offered_at',
    'respond_by',
    'token_hash',
    'offered_by',
    'responded_at',
    'ended_by',
    'decline_reason',
    'driver_name',
    'driver_phone',
    'vehicle',
    'plate_number',
    'at_meeting_point_at',
    'on_board_at',
    'completed_at',
    'no_show_at',
    'changes_unconfirmed_since',
    'unconfirmed_changes',
  ].join(', ');
  // A bulk load, past the serving pool's statement limit by design (the triggers keep the sums and the
  // superseded marks of every offer).
  await withoutStatementTimeout(
    db,
    sql`insert into ride_offers (${sql.raw(columns)})
        select ${sql.raw(columns)} from json_populate_recordset(null::ride_offers, ${JSON.stringify(rows)}::json)`,
  );
  await db.execute(sql`vacuum analyze ride_offers`);
  return rows.length;
}
