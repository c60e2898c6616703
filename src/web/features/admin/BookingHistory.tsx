import { useState } from 'react';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import { errorMessage } from '../../api/fetchJson';
import { QueryState } from '../../components/kit/QueryState';
import { eventText } from './historyText';
import { useBookingHistory } from './useAdminBookings';

/** Who did what and when, and the e-mails sent with their delivery state; loaded when first opened. */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState(false);
  const history = useBookingHistory(bookingId, open);

  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-md border border-slate-200"
    >
      <summary className="cursor-pointer px-3 py-1 text-sm font-semibold text-ocean-800">History</summary>
      <div className="px-3 pb-3 text-sm">
        {open ? (
          <QueryState
            query={history}
            loadingText="Loading history..."
            errorText={(error) => errorMessage(error, GENERIC_MESSAGES.unexpectedTryAgain)}
            compact
            className="space-y-4"
          >
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
                          {' '}
                          by {event.actor}, {cancunDateTimeText(event.at)}
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
                        <span className="font-semibold">{email.status}</span>
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
          </QueryState>
        ) : null}
      </div>
    </details>
  );
}
