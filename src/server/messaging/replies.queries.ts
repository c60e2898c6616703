/**
 * The travellers' replies: the booking a number belongs to (a ride within two days), each MessageSid
 * taken once, and what a reply changes on the booking (its last reply; STOP on every booking of the number).
 */
import { sql } from 'drizzle-orm';
import type { MessageChannel } from '../../domain/message-delivery';
import type { ReplyKind } from '../../domain/message-replies';
import { type Database, queryRows, type Transaction } from '../db/client';

/** How far a reply's ride may be from now, either way, to be the one the traveller writes about. */
const RIDE_WITHIN_DAYS = 2;

export interface ReplyBooking {
  id: string;
  lastName: string;
  serviceType: 'arrival' | 'departure';
  terminal: string | null;
  hotelName: string;
  driverName: string | null;
  driverPhone: string | null;
  /** The accepted provider's dispatch address, when a provider holds the ride. */
  dispatchEmail: string | null;
  company: string | null;
}

/** The booking of this number whose ride is nearest now, within two days either way. */
export async function findReplyBooking(db: Database | Transaction, phone: string, now: Date) {
  const [row] = await queryRows<Record<string, unknown>>(
    db as Database,
    sql`select b.id, b.last_name, b.service_type, b.terminal, b.hotel_name, b.driver_name, b.driver_phone,
          p.dispatch_email, p.company_name
        from bookings b
        left join ride_offers o on o.booking_id = b.id and o.status = 'accepted'
        left join providers p on p.id = o.provider_id
        where b.phone_e164 = ${phone} and b.erased_at is null
          and b.status in ('paid', 'confirmed', 'completed')
          and abs(extract(epoch from coalesce(b.pickup_time_calc, b.expected_landing_at, b.flight_date_time) - ${now}::timestamptz))
              <= ${RIDE_WITHIN_DAYS * 24 * 3600}
        order by abs(extract(epoch from coalesce(b.pickup_time_calc, b.expected_landing_at, b.flight_date_time) - ${now}::timestamptz))
        limit 1`,
  );
  if (!row) return undefined;
  return {
    id: row.id as string,
    lastName: row.last_name as string,
    serviceType: row.service_type as ReplyBooking['serviceType'],
    terminal: row.terminal as string | null,
    hotelName: row.hotel_name as string,
    driverName: row.driver_name as string | null,
    driverPhone: row.driver_phone as string | null,
    dispatchEmail: row.dispatch_email as string | null,
    company: row.company_name as string | null,
  } satisfies ReplyBooking;
}

/** Keeps the reply, once per MessageSid: false when Twilio sent this one before (a retried webhook). */
export async function keepReply(
  tx: Transaction,
  reply: {
    sid: string;
    bookingId: string | null;
    channel: MessageChannel;
    phone: string;
    body: string;
    kind: ReplyKind;
  },
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx as unknown as Database,
    sql`insert into messages (booking_id, direction, channel, phone, body, status, reply_kind, provider_sid,
          created_at, updated_at)
        values (${reply.bookingId}, 'in', ${reply.channel}, ${reply.phone}, ${reply.body}, 'received',
          ${reply.kind}, ${reply.sid}, ${now}, ${now})
        on conflict (provider_sid) do nothing
        returning id`,
  );
  return rows.length > 0;
}

/** The booking's last reply, which the board, the provider's page and the reply window read. */
export async function recordLastReply(tx: Transaction, bookingId: string, kind: ReplyKind, now: Date) {
  await tx.execute(
    sql`update bookings set last_reply_kind = ${kind === 'landed' || kind === 'bags' || kind === 'help' ? kind : 'other'},
          last_reply_at = ${now} where id = ${bookingId}`,
  );
}

/** STOP ends messages to the number on every booking that has it; START takes that back. */
export async function setOptedOut(tx: Transaction, phone: string, at: Date | null): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx as unknown as Database,
    sql`update bookings set messages_opted_out_at = ${at}
        where phone_e164 = ${phone} and messages_consent_at is not null returning id`,
  );
  return rows.length;
}
