/**
 * The history lines of dispatch's events: each offer's sending and end, and the provider's
 * acts (the history adds who, 'provider' or the admin, and when). Data as the server records it: the
 * company always, and what the act was about.
 */
import { cancunDateTimeText } from '../../../../domain/cancun-time';
import { offerStateText } from '../../../../domain/dispatch';
import { usdText } from '../../../../domain/manage-booking';
import { RIDE_MARK_WORDS, RIDE_MARKS, type RideMark } from '../../../../domain/ride-marks';

type EventData = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** 'Efraín Poot, +52 998 123 4567, Toyota Hiace white, YUC-1234': the driver as the provider gave it. */
function driverText(data: EventData): string {
  return [data.driverName, data.driverPhone, data.vehicle, data.plateNumber]
    .map(text)
    .filter(Boolean)
    .join(', ');
}

function offerSentText(data: EventData): string {
  const parts = [`Offered to ${text(data.company)}`];
  if (typeof data.costCents === 'number') parts.push(`for ${usdText(data.costCents)}`);
  if (typeof data.respondBy === 'string') parts.push(`respond by ${cancunDateTimeText(data.respondBy)}`);
  return parts.join(', ');
}

function withdrawnText(data: EventData): string {
  const company = text(data.company);
  if (data.reason === 'cancelled') return `Offer ended by the cancellation (${company})`;
  return data.wasAccepted ? `Ride withdrawn from ${company}` : `Offer withdrawn (${company})`;
}

const isMark = (value: unknown): value is RideMark => RIDE_MARKS.includes(value as RideMark);

/** The line of a dispatch event; null for any other event. */
export function dispatchEventText(type: string, data: EventData): string | null {
  const company = text(data.company);
  switch (type) {
    case 'offer-sent':
      return offerSentText(data);
    case 'offer-accepted':
      return `${offerStateText({ status: 'accepted', company })}: ${driverText(data)}`;
    case 'offer-declined':
      return offerStateText({ status: 'declined', company, declineReason: text(data.reason) });
    case 'offer-expired':
      return offerStateText({ status: 'expired', company });
    case 'offer-withdrawn':
      return withdrawnText(data);
    case 'ride-mark':
      return isMark(data.mark) ? `${RIDE_MARK_WORDS[data.mark]} (${company})` : `Ride mark (${company})`;
    case 'changes-confirmed':
      return `Changes confirmed by ${company}`;
    case 'driver-changed':
      return `Driver changed by ${company}: ${driverText(data)}`;
    default:
      return null;
  }
}
