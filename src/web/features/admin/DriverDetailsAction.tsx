import { cancunDateTimeText } from '../../../domain/cancun-time';
import {
  DRIVER_DETAILS_MESSAGES,
  DRIVER_DETAILS_STATUSES,
  hasSavedDriver,
} from '../../../domain/driver-details';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { errorMessage } from '../../api/fetchJson';
import { Alert } from '../../components/kit/Alert';
import { BusyButton } from '../../components/kit/BusyButton';
import { useSendDriverDetails } from './useAdminBookings';

type DriverDetailsActionProps = { booking: AdminBooking; editing: boolean; undelivered: boolean };

/**
 * 'Send driver details': offered on a paid or confirmed booking once its driver name and company
 * are saved, never while the edit form is open (the e-mail must name the saved driver, not one being typed).
 * Once sent, the card says when; a changed driver offers the button again, and so does an e-mail that could
 * not be delivered (`undelivered`, known in the 'Needs attention' view), once its address is corrected.
 */
export function DriverDetailsAction({ booking, editing, undelivered }: DriverDetailsActionProps) {
  const send = useSendDriverDetails(booking.id);
  // The answer shows the mark at once, while the list reloads; it holds only while the driver is the same.
  const answered = send.data?.booking;
  const shown =
    answered && answered.driverName === booking.driverName && answered.driverCompany === booking.driverCompany
      ? answered
      : booking;

  const again = undelivered && shown === booking;
  if (shown.driverDetailsSent && shown.driverDetailsSentAt && !again) {
    return (
      <p role="status" className="font-semibold text-success-800">
        Driver details sent {cancunDateTimeText(shown.driverDetailsSentAt)}
      </p>
    );
  }
  if (!DRIVER_DETAILS_STATUSES.includes(booking.status) || !hasSavedDriver(booking) || editing) return null;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <BusyButton busy={send.isPending} busyText="Sending..." onClick={() => send.mutate()}>
        {again ? 'Send driver details again' : 'Send driver details'}
      </BusyButton>
      {again ? (
        <span className="text-sm font-semibold text-error-700">
          The driver details e-mail could not be delivered: check the traveller's e-mail address
        </span>
      ) : booking.driverDetailsSentAt ? (
        <span className="text-sm text-slate-700">
          The previous driver's details were sent {cancunDateTimeText(booking.driverDetailsSentAt)}
        </span>
      ) : null}
      {send.isError ? (
        <Alert inline className="w-full">
          {errorMessage(send.error, DRIVER_DETAILS_MESSAGES.sendFailed)}
        </Alert>
      ) : null}
    </div>
  );
}
