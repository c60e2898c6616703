import { useEffect, useRef, useState } from 'react';
import { DISPATCH_TEXTS, isDispatchable, STANDING_OFFER_STATUSES } from '../../../../domain/dispatch';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { APP_ROUTES } from '../../../../domain/routes';
import type { AdminBooking } from '../../../../domain/schemas/booking';
import type { BookingDispatch } from '../../../../domain/schemas/dispatch';
import { errorMessage } from '../../../api/fetchJson';
import { Alert } from '../../../components/kit/Alert';
import { Link } from '../../../navigation/NavigationContext';
import { OfferSummary } from './OfferSummary';
import { SendOfferForm } from './SendOfferForm';
import { useSendOffer, useWithdrawOffer } from './useDispatch';
import { WithdrawOffer } from './WithdrawOffer';

type DispatchPanelProps = { booking: AdminBooking; dispatch: BookingDispatch; idPrefix: string };

/**
 * The card's dispatch: the latest offer and, on a paid or confirmed ride, 'Dispatch to Provider'
 * while no offer stands, or 'Withdraw Offer' while one is open or accepted. A refusal (the 409 of an offer
 * sent from another tab meanwhile) shows here, above the state the section then reloads.
 */
export function DispatchPanel({ booking, dispatch, idPrefix }: DispatchPanelProps) {
  const send = useSendOffer(booking.id);
  const withdraw = useWithdrawOffer(booking.id);
  const [formOpen, setFormOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closedByCancel = useRef(false);
  useEffect(() => {
    if (!formOpen && closedByCancel.current) {
      closedByCancel.current = false;
      opener.current?.focus();
    }
  }, [formOpen]);

  const { offer } = dispatch;
  const standing = offer !== null && STANDING_OFFER_STATUSES.includes(offer.status);
  const failed = send.error ?? withdraw.error;
  const canAct = isDispatchable(booking.status);

  const dispatchControls = () => {
    if (dispatch.providers.length === 0) {
      return (
        <p className="text-slate-700">
          No active provider to offer the ride to.{' '}
          <Link to={APP_ROUTES.adminProviders} className="font-semibold text-ocean-700 underline">
            Add one on the Providers page
          </Link>
          .
        </p>
      );
    }
    if (!formOpen) {
      return (
        <button
          ref={opener}
          type="button"
          onClick={() => {
            send.reset();
            withdraw.reset();
            setFormOpen(true);
          }}
          className="rounded-md bg-ocean-700 px-4 py-2 font-semibold text-white hover:bg-ocean-800"
        >
          {DISPATCH_TEXTS.dispatch}
        </button>
      );
    }
    return (
      <SendOfferForm
        idPrefix={idPrefix}
        providers={dispatch.providers}
        defaultRespondBy={dispatch.defaultRespondBy}
        busy={send.isPending}
        onSend={(values) => send.mutate(values, { onSuccess: () => setFormOpen(false) })}
        onCancel={() => {
          closedByCancel.current = true;
          send.reset();
          setFormOpen(false);
        }}
      />
    );
  };

  return (
    <div className="space-y-3">
      {offer ? (
        <OfferSummary offer={offer} />
      ) : (
        <p className="text-slate-700">Not offered to a provider yet.</p>
      )}
      {failed ? <Alert>{errorMessage(failed, GENERIC_MESSAGES.unexpectedTryAgain)}</Alert> : null}
      {canAct && standing && offer ? (
        <WithdrawOffer
          offer={offer}
          busy={withdraw.isPending}
          onWithdraw={() => {
            send.reset();
            withdraw.mutate();
          }}
        />
      ) : null}
      {canAct && !standing ? dispatchControls() : null}
    </div>
  );
}
