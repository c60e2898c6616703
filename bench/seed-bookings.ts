/**
 * 100,000 realistic bookings for the dashboard bench: varied names, e-mails, hotels, flights and statuses,
 * arrivals and departures over a year. Deterministic (a seeded generator), so every run measures the same
 * table. Rows go in as one JSON parameter per batch, which loads PGlite in seconds.
 */
import { type SQL, sql } from 'drizzle-orm';
import { bookingIdFromBytes } from '../src/domain/booking-id';
import { DEFAULT_PRICE_ROUTES, quoteTotal } from '../src/domain/prices';
import type { Database } from '../src/server/db/client';

const FIRST_NAMES = (
  'Ana Luis María José Carlos Sofía Diego Valentina Juan Camila Emma Liam Olivia Noah Ava Ethan Mia Lucas ' +
  'Isabella Mason Amelia Logan Harper James Evelyn Benjamin Abigail Henry Emily Alexander Ella Michael ' +
  'Chloé Louis Léa Hugo Lena Jonas Mila Finn Hanna Paul Yuki Haruto Sakura Wei Li Jia Min-jun Seo-yeon ' +
  'Priya Arjun Aisha Omar Fatima Chen Mateo Lucía Martín Elena Pablo Giulia Marco Francesca Sven Ingrid Olga'
).split(' ');
const LAST_NAMES = (
  'Smith Johnson Williams Brown Jones Miller Davis García Rodríguez Martínez Hernández López González Wilson ' +
  'Anderson Thomas Taylor Moore Jackson Martin Lee Pérez Thompson White Harris Sánchez Clark Ramírez Lewis ' +
  'Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall ' +
  'Rivera Campbell Mitchell Carter Roberts Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker ' +
  'Rossi Russo Ferrari Esposito Bianchi Romano Dubois Moreau Laurent Lefebvre Tanaka Suzuki Takahashi ' +
  'Watanabe Wang Zhang Liu Chen Kim Park Choi Singh Patel Kumar Kowalski Nowak Novak Jensen Nielsen ' +
  "Hansen Johansson Larsson O'Brien Murphy Kelly MacDonald Silva Santos Oliveira Costa Ng Wu Ho Ito"
).split(' ');
const EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'aol.com',
  'gmx.de',
];
const HOTELS = (
  'Hyatt Ziva Cancun|Grand Fiesta Americana Coral Beach|Le Blanc Spa Resort|Secrets The Vine|Hotel Riu Palace ' +
  'Peninsula|Iberostar Selection Cancun|Nizuc Resort & Spa|Breathless Cancun Soul|Paradisus Playa del Carmen|' +
  'The Fives Beach Hotel|Thompson Playa del Carmen|Grand Hyatt Playa del Carmen|Hotel Xcaret Mexico|' +
  'Azulik Tulum|Be Tulum|Papaya Playa Project|Nomade Tulum|Ahau Tulum|Sanara Tulum|Casa Malca|' +
  'Airbnb Aldea Zamá|Airbnb Calle 38 Playa|Selina Tulum|Mayakoba Rosewood|Fairmont Mayakoba|Hotel Mousai|' +
  'Marriott Cancun Resort|Westin Lagunamar|Royal Sands|Krystal Grand Cancun|Dreams Sands Cancun|' +
  'Moon Palace Cancun|Club Med Cancun|Hard Rock Hotel Cancun|Planet Hollywood Cancun'
).split('|');
const AIRLINES: [string, string][] = [
  ['American Airlines', 'AA'],
  ['Delta Air Lines', 'DL'],
  ['United Airlines', 'UA'],
  ['Southwest Airlines', 'WN'],
  ['JetBlue', 'B6'],
  ['Air Canada', 'AC'],
  ['WestJet', 'WS'],
  ['Aeroméxico', 'AM'],
  ['Volaris', 'Y4'],
  ['Viva Aerobus', 'VB'],
  ['British Airways', 'BA'],
  ['Lufthansa', 'LH'],
  ['Iberia', 'IB'],
  ['Air France', 'AF'],
  ['KLM', 'KL'],
];
const INSTRUCTIONS = [
  'Baby chair please',
  'Two child seats needed',
  'Travelling with a wheelchair',
  'Golf clubs and a surfboard',
  'Please call on arrival',
  'Late check-in, flight often delayed',
  'Anniversary trip, a bottle of water would be lovely',
];
const ADMIN_NOTES = [
  'VIP client',
  'Paid cash difference',
  'Asked for a van',
  'Repeat customer',
  'Called twice',
];
const DRIVERS = ['Jorge Pech', 'Miguel Chan', 'Raúl Canul', 'Andrés May', 'Efraín Poot', 'Ramón Kú'];
const DRIVER_COMPANIES = ['Transportes Maya', 'Riviera Shuttles', 'Caribe VIP', 'Tulum Express'];
const STATUSES: [string, number][] = [
  ['completed', 40],
  ['paid', 20],
  ['confirmed', 15],
  ['pending', 12],
  ['cancelled', 8],
  ['refunded', 5],
];
const STAYS = ['Cancun', 'Playa del Carmen', 'Tulum'];

/** mulberry32: a small seeded generator, so every bench run seeds the same bookings. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

function asciiOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

/** One booking row, as json_populate_recordset reads it (column names). */
function booking(random: ReturnType<typeof randomSource>, id: string, start: number) {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const [airline, code] = random.pick(AIRLINES);
  const serviceType = random.next() < 0.5 ? 'arrival' : 'departure';
  const stay = random.pick(STAYS);
  const from = serviceType === 'arrival' ? 'Cancun Airport' : stay;
  const to = serviceType === 'arrival' ? stay : 'Cancun Airport';
  const passengers = 1 + Math.min(random.int(6), random.int(9));
  // Flights across a year, on the quarter hour.
  const flight = new Date(start + random.int(365 * 96) * 15 * 60_000);
  const pickupHours = 2 + random.int(4);
  let roll = random.int(100);
  const status = STATUSES.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'completed';
  const hasDriver = status !== 'pending' && random.next() < 0.6;
  const created = new Date(flight.getTime() - (1 + random.int(90)) * 86_400_000);
  return {
    id,
    service_type: serviceType,
    from_location: from,
    to_location: to,
    passengers,
    first_name: firstName,
    last_name: lastName,
    email: `${asciiOf(firstName)}.${asciiOf(lastName)}${random.int(1000)}@${random.pick(EMAIL_DOMAINS)}`,
    phone: `+${random.pick(['1', '52', '44', '49', '34'])} ${100 + random.int(900)} ${1_000_000 + random.int(9_000_000)}`,
    hotel_name: random.pick(HOTELS),
    reservation_name: random.next() < 0.3 ? `${firstName} ${lastName}` : '',
    flight_number: `${code} ${100 + random.int(9900)}`,
    flight_date_time: flight.toISOString(),
    flight_airline: airline,
    has_bulky_luggage: random.next() < 0.15,
    special_instructions: random.next() < 0.2 ? random.pick(INSTRUCTIONS) : '',
    total_price: quoteTotal(DEFAULT_PRICE_ROUTES, from, to, passengers),
    status,
    created_at: created.toISOString(),
    updated_at: created.toISOString(),
    pickup_time: serviceType === 'departure' ? String(pickupHours) : null,
    pickup_time_calc:
      serviceType === 'departure' ? new Date(flight.getTime() - pickupHours * 3_600_000).toISOString() : null,
    driver_name: hasDriver ? random.pick(DRIVERS) : null,
    driver_company: hasDriver ? random.pick(DRIVER_COMPANIES) : null,
    driver_ordered: hasDriver,
    admin_notes: random.next() < 0.1 ? random.pick(ADMIN_NOTES) : null,
  };
}

const BATCH = 5_000;

/**
 * Runs a bulk step (an index over every row, a checkpoint) past the serving pool's limit of a few seconds
 * per statement, which a slow machine's fresh database runs past.
 */
export async function withoutStatementTimeout(db: Database, statement: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(statement);
  });
}

/**
 * Inserts `count` bookings with flights over the year from `start`; answers how long it took (ms). As in any
 * bulk load, the trigram index is built once after the rows are in rather than kept up row by row (three
 * times faster on PGlite), and the table is vacuumed and analysed, as autovacuum would leave it.
 */
export async function seedBookings(
  db: Database,
  count: number,
  start = Date.UTC(2025, 6, 1),
): Promise<number> {
  const began = performance.now();
  await db.execute(sql`drop index bookings_search_trgm_idx`);
  const random = randomSource(20_250_701);
  const ids = new Set<string>();
  const bytes = new Uint8Array(8);
  while (ids.size < count) {
    for (let i = 0; i < bytes.length; i++) bytes[i] = random.int(256);
    ids.add(bookingIdFromBytes(bytes));
  }
  const all = [...ids];
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = all.slice(offset, offset + BATCH).map((id) => booking(random, id, start));
    const columns = sql.raw(Object.keys(rows[0] ?? {}).join(', '));
    await withoutStatementTimeout(
      db,
      sql`insert into bookings (${columns}) select ${columns} from json_populate_recordset(null::bookings, ${JSON.stringify(rows)}::json)`,
    );
  }
  await withoutStatementTimeout(
    db,
    sql`create index bookings_search_trgm_idx on bookings using gin (search_text gin_trgm_ops)`,
  );
  await db.execute(sql`vacuum analyze bookings`);
  return performance.now() - began;
}
