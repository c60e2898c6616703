/** Requests and helpers the booking journey's API tests share. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateBookingRequestInput } from '../../domain/schemas/create-booking';
import { type DatabaseHandle, queryRows } from '../../server/db/client';

/** Noon UTC on 1 March 2026: 06:00 in Cancun. */
export const NOW = new Date('2026-03-01T12:00:00Z');

/** An arrival nine days after NOW, as the booking form sends it. */
export function arrivalRequest(
  overrides: Partial<CreateBookingRequestInput> = {},
): CreateBookingRequestInput {
  return {
    serviceType: 'arrival',
    from: 'Cancun Airport',
    to: 'Tulum',
    passengers: 5,
    firstName: 'Ana',
    lastName: 'López',
    email: 'ana@example.com',
    phone: '+52 998 123 4567',
    hotelName: 'Hotel Azul, Tulum',
    reservationName: '',
    flightNumber: 'AA 1234',
    flightAirline: 'American Airlines',
    flightDate: '2026-03-10',
    flightTime: '14:30',
    hasBulkyLuggage: false,
    specialInstructions: '',
    ...overrides,
  };
}

/** A departure from the traveller's stay to the airport, picked up 4 hours before the flight. */
export function departureRequest(
  overrides: Partial<CreateBookingRequestInput> = {},
): CreateBookingRequestInput {
  return arrivalRequest({
    serviceType: 'departure',
    from: 'Tulum',
    to: 'Cancun Airport',
    pickupHours: 4,
    ...overrides,
  });
}

export async function postBooking(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/bookings', payload: body as object, headers });
}

/** Creates a booking and answers its id and checkout URL; fails the test if it was refused. */
export async function createBooking(
  app: FastifyInstance,
  overrides: Partial<CreateBookingRequestInput> = {},
) {
  const response = await postBooking(app, arrivalRequest(overrides));
  if (response.statusCode !== 201) throw new Error(`booking refused: ${response.body}`);
  const body = response.json() as { booking: { id: string }; checkoutUrl: string | null };
  return { id: body.booking.id, checkoutUrl: body.checkoutUrl };
}

/** Submits a card number on a demo checkout (its URL or path); answers the page's response. */
export async function submitCard(app: FastifyInstance, checkoutUrl: string, cardNumber: string) {
  return app.inject({
    method: 'POST',
    url: new URL(checkoutUrl, 'http://localhost').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber }).toString(),
  });
}

/** Pays with the test card that succeeds and answers the session id the success URL carries. */
export async function payWithTestCard(app: FastifyInstance, checkoutUrl: string): Promise<string> {
  const response = await submitCard(app, checkoutUrl, '4242 4242 4242 4242');
  if (response.statusCode !== 303) throw new Error(`payment refused: ${response.statusCode}`);
  const sessionId = new URL(String(response.headers.location)).searchParams.get('session_id');
  if (!sessionId) throw new Error('no session id in the success URL');
  return sessionId;
}

/** Creates a booking and pays it with the demo test card, as the success page confirms it; answers its id. */
export async function createPaidBooking(
  app: FastifyInstance,
  overrides: Partial<CreateBookingRequestInput> = {},
): Promise<string> {
  const { id, checkoutUrl } = await createBooking(app, overrides);
  const sessionId = await payWithTestCard(app, checkoutUrl ?? '');
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    payload: { sessionId },
  });
  if (confirmed.statusCode !== 200) throw new Error(`payment not confirmed: ${confirmed.body}`);
  return id;
}

export async function countRows(database: DatabaseHandle, table: string, where = sql``): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from ${sql.identifier(table)} ${where}`,
  );
  return row?.count ?? 0;
}

export async function bookingStatus(database: DatabaseHandle, id: string): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(
    database.db,
    sql`select status from bookings where id = ${id}`,
  );
  return row?.status;
}

export async function eventTypes(database: DatabaseHandle, bookingId: string): Promise<string[]> {
  const rows = await queryRows<{ type: string }>(
    database.db,
    sql`select type from booking_events where booking_id = ${bookingId} order by created_at, type`,
  );
  return rows.map((row) => row.type);
}
