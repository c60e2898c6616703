import { useEffect, useRef, useState } from 'react';
import { DISPATCH_TEXTS } from '../../../../domain/dispatch';
import type { RideOffer } from '../../../../domain/schemas/dispatch';
import { ConfirmStep } from '../../../components/kit/ConfirmStep';

/** What withdrawing does, said before it is done: an accepted provider is told, and its driver leaves. */
function withdrawQuestion(offer: RideOffer): string {
  return offer.status === 'accepted'
    ? `Withdraw the ride from ${offer.company}? They are told not to come, and their driver leaves the booking.`
    : `Withdraw the offer to ${offer.company}? Its link stops working.`;
}

/** 'Withdraw Offer', asked once more before the open or accepted offer ends. */
export function WithdrawOffer({
  offer,
  busy,
  onWithdraw,
}: {
  offer: RideOffer;
  busy: boolean;
  onWithdraw: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  // Cancelled: the button the step replaced is back, and takes the focus back.
  useEffect(() => {
    if (!asking && cancelled.current) {
      cancelled.current = false;
      opener.current?.focus();
    }
  }, [asking]);
  if (asking) {
    return (
      <ConfirmStep
        question={withdrawQuestion(offer)}
        confirmLabel={DISPATCH_TEXTS.withdraw}
        busy={busy}
        onConfirm={onWithdraw}
        onCancel={() => {
          cancelled.current = true;
          setAsking(false);
        }}
      />
    );
  }
  return (
    <button
      ref={opener}
      type="button"
      onClick={() => setAsking(true)}
      className="rounded-md border border-error-700 bg-white px-4 py-2 font-semibold text-error-700 hover:bg-error-50"
    >
      {DISPATCH_TEXTS.withdraw}
    </button>
  );
}
