import { ratingLabel } from '../../../domain/feedback';
import { formatUsdCents } from '../../../domain/money';
import { REFUND_FAILED_TEXTS } from '../../../domain/refunds';
import type { AdminBookingHistory } from '../../../domain/schemas/admin-api';
import { dispatchEventText } from './dispatch/dispatchEventText';

type BookingEvent = AdminBookingHistory['events'][number];

const EVENT_NAMES: Record<string, string> = {
  created: 'Booked',
  'checkout-opened': 'Checkout opened',
  'checkout-failed': 'Checkout failed',
  paid: 'Paid',
  updated: 'Updated',
  'message-sent': 'Message sent',
  refunded: 'Refunded',
  'cancelled-unpaid': 'Cancelled automatically: not paid by the time of the ride',
  'driver-details-sent': 'Driver details sent',
  'mail-withheld': 'E-mail not sent',
  cancelled: 'Cancelled by the traveller',
  'checkout-expired': 'Checkout expired',
  feedback: 'Feedback',
  'paid-after-cancellation': 'Paid after cancellation',
  'refund-failed': REFUND_FAILED_TEXTS.failed,
};

/** The e-mails the mail cap may hold back, as the history names them. */
const WITHHELD_MAIL_NAMES: Record<string, string> = {
  'booking-received': 'booking received, with the payment link',
  'payment-reminder': 'payment reminder',
};

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return String(value);
}

/**
 * One line per event: what happened, with what changed for an edit and the amount for a refund; an offer
 * to a provider and its provider's acts in dispatch's words.
 */
export function eventText(event: BookingEvent): string {
  const name = EVENT_NAMES[event.type] ?? event.type;
  const data = event.data;
  const dispatched = dispatchEventText(event.type, data);
  if (dispatched !== null) return dispatched;
  if (event.type === 'cancelled' && typeof data.outcome === 'string') {
    return `${name}: ${data.outcome === 'unpaid' ? 'not paid' : 'no refund due (less than 30 days before the ride)'}`;
  }
  if (event.type === 'updated' && typeof data.changes === 'object' && data.changes !== null) {
    const changes = Object.entries(data.changes as Record<string, { before?: unknown; after?: unknown }>).map(
      ([field, change]) => `${field}: ${valueText(change?.before)} → ${valueText(change?.after)}`,
    );
    return changes.length > 0 ? `${name}: ${changes.join('; ')}` : name;
  }
  if (event.type === 'refunded' && typeof data.refundCents === 'number') {
    const who = event.actor === 'customer' ? ' (cancelled by the traveller)' : '';
    return `${name}${who}: ${formatUsdCents(data.refundCents)}`;
  }
  if (event.type === 'refund-failed' && typeof data.reason === 'string') {
    return `${name}: ${data.reason}`;
  }
  if (event.type === 'message-sent' && typeof data.message === 'string') {
    return `${name}: “${data.message}”`;
  }
  if (event.type === 'mail-withheld' && typeof data.reason === 'string') {
    const mail = WITHHELD_MAIL_NAMES[String(data.kind)] ?? String(data.kind);
    return `${name} (${mail}): ${data.reason}`;
  }
  if (event.type === 'feedback' && typeof data.rating === 'number') {
    const comment = typeof data.comment === 'string' && data.comment ? `: “${data.comment}”` : '';
    return `${name}: ${ratingLabel(data.rating)}${comment}`;
  }
  if (event.type === 'driver-details-sent' && typeof data.driverName === 'string') {
    return `${name}: ${data.driverName}, ${String(data.driverCompany ?? '')}`;
  }
  return name;
}
