import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CANCUN_TIME_LABEL, cancunDateAndTime } from '../../../domain/cancun-time';
import { LANDING_TEXTS } from '../../../domain/landing';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { type AdminLandingRequest, adminLandingRequestSchema } from '../../../domain/schemas/landing';
import type { BookingStatus } from '../../../domain/statuses';
import { ApiError, errorMessage } from '../../api/fetchJson';
import { TextField } from '../../components/form/FormField';
import { FormError } from '../../components/form/FormMessages';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ActionButton } from '../../components/kit/ActionButton';
import { useSetExpectedLanding } from './useAdminBookings';

/** An instant as the datetime-local input holds it: 'yyyy-MM-ddTHH:mm' in Cancun time. */
function inputValue(instant: string): string {
  const { date, time } = cancunDateAndTime(new Date(instant));
  return `${date}T${time}`;
}

/** A ride still to come: a cancelled, refunded or completed one has no landing left to move. */
const OPEN_STATUSES: readonly BookingStatus[] = ['pending', 'paid', 'confirmed'];

type FlightDelayedActionProps = { booking: AdminBooking; idPrefix: string };

/**
 * Issue 30: 'Flight Delayed' on an arrival's card, for the operator who hears of a delay (a traveller's
 * call, the airport's board): the expected landing in Cancun time, then 'Save'. The pickup, the free wait
 * and the provider's page follow it; the provider and the traveller are told when it moved 15 minutes.
 */
export function FlightDelayedAction({ booking, idPrefix }: FlightDelayedActionProps) {
  const [open, setOpen] = useState(false);
  const save = useSetExpectedLanding(booking.id);
  const form = useForm<AdminLandingRequest>({
    resolver: zodResolver(adminLandingRequestSchema),
    // The latest known landing, so a few more minutes of delay is one small change.
    values: { expectedLandingAt: inputValue(booking.expectedLandingAt ?? booking.flightDateTime) },
  });
  const { setFocus } = form;
  // Opened by 'Flight Delayed': the time takes the focus.
  useEffect(() => {
    if (open) setFocus('expectedLandingAt');
  }, [open, setFocus]);

  if (booking.serviceType !== 'arrival' || booking.landed || !OPEN_STATUSES.includes(booking.status))
    return null;
  if (!open) {
    return (
      <ActionButton
        onClick={() => {
          save.reset();
          setOpen(true);
        }}
      >
        {LANDING_TEXTS.flightDelayed}
      </ActionButton>
    );
  }
  return (
    <form
      noValidate
      aria-label={LANDING_TEXTS.flightDelayed}
      onSubmit={form.handleSubmit((request) =>
        save.mutate(request, {
          onSuccess: () => setOpen(false),
          // The server's word on the time itself (too far from the scheduled landing) goes under it.
          onError: (error) => {
            const message = error instanceof ApiError ? error.fields.expectedLandingAt : undefined;
            if (message) form.setError('expectedLandingAt', { message }, { shouldFocus: true });
          },
        }),
      )}
      className="space-y-2"
    >
      <TextField
        id={`${idPrefix}-expected-landing`}
        label={LANDING_TEXTS.expectedLanding}
        type="datetime-local"
        hint={CANCUN_TIME_LABEL}
        error={form.formState.errors.expectedLandingAt?.message}
        {...form.register('expectedLandingAt')}
      />
      <div className="flex gap-3">
        <SubmitButton disabled={save.isPending}>
          {save.isPending ? 'Saving...' : LANDING_TEXTS.save}
        </SubmitButton>
        <ActionButton onClick={() => setOpen(false)} disabled={save.isPending}>
          Cancel
        </ActionButton>
      </div>
      <FormError
        message={
          save.isError && !form.formState.errors.expectedLandingAt
            ? errorMessage(save.error, GENERIC_MESSAGES.unexpectedTryAgain)
            : null
        }
      />
    </form>
  );
}
