import { actorText } from '../../../domain/actor-text';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import type { AdminBookingHistory } from '../../../domain/schemas/admin-api';
import { statusLabel } from '../../../domain/statuses';
import { QueryDisclosure } from '../../components/kit/QueryDisclosure';
import { eventText } from './historyText';
import { useBookingHistory } from './useAdminBookings';

/** ' by the traveller': who did it, unless the event's own words already say ('Cancelled by the traveller'). */
function byWhom(event: AdminBookingHistory['events'][number]): string {
  const who = actorText(event.actor, event.type);
  return eventText(event).includes(`by ${who}`) ? '' : ` by ${who}`;
}

/** Who did what and when, and the e-mails sent with their delivery state; loaded when first opened. */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  return (
    <QueryDisclosure summary="History" useQuery={useBookingHistory} queryId={bookingId} className="space-y-4">
      {(data) => (
        <>
          <div>
            <h3 className="font-semibold text-slate-800">Events</h3>
            {data.events.length === 0 ? <p className="text-slate-700">No events yet</p> : null}
            <ul className="mt-1 space-y-1">
              {data.events.map((event) => (
                <li key={`${event.at}-${event.type}-${eventText(event)}`} className="text-slate-800">
                  <span className="font-medium">{eventText(event)}</span>
                  <span className="text-slate-600">
                    {byWhom(event)}, {cancunDateTimeText(event.at)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-slate-800">Emails</h3>
            {data.emails.length === 0 ? <p className="text-slate-700">No emails sent</p> : null}
            <ul className="mt-1 space-y-1">
              {data.emails.map((email) => (
                <li key={`${email.queuedAt}-${email.kind}-${email.subject}`} className="text-slate-800">
                  <span className="font-medium">{email.subject}</span> to {email.to}:{' '}
                  <span className="font-semibold">{statusLabel(email.status)}</span>
                  <span className="text-slate-600">
                    {email.sentAt
                      ? `, sent ${cancunDateTimeText(email.sentAt)}`
                      : `, queued ${cancunDateTimeText(email.queuedAt)}`}
                    {email.lastError ? `, last error: ${email.lastError}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </QueryDisclosure>
  );
}
