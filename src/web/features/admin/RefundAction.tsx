import { useEffect, useRef, useState } from 'react';
import { ADMIN_ACTION_MESSAGES } from '../../../domain/messages';
import { dollarsToCents, formatUsdCents } from '../../../domain/money';
import { REFUND_FAILED_TEXTS, refundAmountCents, refundFailedText } from '../../../domain/refunds';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { errorMessage } from '../../api/fetchJson';
import { Alert } from '../../components/kit/Alert';
import { RefundDialog } from './RefundDialog';
import { useRefund } from './useAdminBookings';

/**
 * The Refund button and its dialog. A failure (nothing paid, already refunded, the provider said no) shows
 * in the dialog and under the button once the dialog is closed; a refund shows the amount sent back. A
 * refund the provider's call failed is kept by the server: after any reload the card says
 * 'Refund failed' with the reason, and the button becomes 'Retry Refund' (the same dialog).
 */
export function RefundAction({ booking }: { booking: AdminBooking }) {
  const refund = useRefund(booking.id);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The dialog states the policy's share of the booking's total; the server refunds that share of what the
  // payment actually settled, which is the same unless the total was edited after paying.
  const amountCents = refundAmountCents(dollarsToCents(booking.totalPrice));
  const failure = refund.isError ? errorMessage(refund.error, ADMIN_ACTION_MESSAGES.refundFailed) : null;
  const keptFailure = booking.refundFailure ? refundFailedText(booking.refundFailure) : null;

  // The dialog and its opener are gone once refunded: focus lands on the outcome instead of the page's top.
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refund.isSuccess) outcome.current?.focus();
  }, [refund.isSuccess]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  if (refund.isSuccess || booking.status === 'refunded') {
    return (
      <p ref={outcome} tabIndex={-1} role="status" className="font-semibold text-slate-800">
        {refund.data ? `Refunded: ${formatUsdCents(refund.data.refundedCents)}` : 'Refunded'}
      </p>
    );
  }

  return (
    <div>
      <button
        ref={opener}
        type="button"
        onClick={() => {
          refund.reset();
          setOpen(true);
        }}
        className="rounded-md border border-error-700 bg-white px-4 py-2 font-semibold text-error-700 hover:bg-error-50"
      >
        {keptFailure ? REFUND_FAILED_TEXTS.retry : 'Refund'}
      </button>
      {(keptFailure ?? failure) && !open ? (
        <Alert inline className="mt-1 max-w-xs">
          {keptFailure ?? failure}
        </Alert>
      ) : null}
      {open ? (
        <RefundDialog
          bookingId={booking.id}
          amountCents={amountCents}
          busy={refund.isPending}
          error={failure}
          onClose={close}
          onConfirm={() => refund.mutate(undefined, { onSuccess: () => setOpen(false) })}
        />
      ) : null}
    </div>
  );
}
