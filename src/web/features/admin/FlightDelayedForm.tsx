import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
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

/** A ride still to come: a cancelled, refunded or completed one has no landing left to move. */
const OPEN_STATUSES: readonly BookingStatus[] = ['pending', 'paid', 'confirmed'];

/** An arrival still to come whose landing nobody has marked yet may be moved. */
export function mayMoveLanding(booking: AdminBooking): boolean {
  return booking.serviceType === 'arrival' && !booking.landed && OPEN_STATUSES.includes(booking.status);
}

/** An instant as the datetime-local input holds it: 'yyyy-MM-ddTHH:mm' in Cancun time. */
function inputValue(instant: string): string {
  const { date, time } = cancunDateAndTime(new Date(instant));
  return `${date}T${time}`;
}

type FlightDelayedFormProps = { booking: AdminBooking; idPrefix: string; onDone: () => void };

/**
 * What the card's 'Flight Delayed' opens, for the operator who hears of a delay (a traveller's call, the
 * airport's board): the expected landing in Cancun time, then 'Save'. The pickup, the free wait and the
 * provider's page follow it; the provider and the traveller are told when it moved 15 minutes or more.
 */
export function FlightDelayedForm({ booking, idPrefix, onDone }: FlightDelayedFormProps) {
  const save = useSetExpectedLanding(booking.id);
  const form = useForm<AdminLandingRequest>({
    resolver: zodResolver(adminLandingRequestSchema),
    // The latest known landing, so a few more minutes of delay is one small change.
    defaultValues: { expectedLandingAt: inputValue(booking.expectedLandingAt ?? booking.flightDateTime) },
  });
  const { setFocus } = form;
  // Opened by 'Flight Delayed': the time takes the focus.
  useEffect(() => setFocus('expectedLandingAt'), [setFocus]);
  const onValid = (request: AdminLandingRequest) =>
    save.mutate(request, {
      onSuccess: onDone,
      // The server's word on the time itself (too far from the scheduled landing) goes under it.
      onError: (error) => {
        const message = error instanceof ApiError ? error.fields.expectedLandingAt : undefined;
        if (message) form.setError('expectedLandingAt', { message }, { shouldFocus: true });
      },
    });
  const fieldError = form.formState.errors.expectedLandingAt;
  return (
    <form
      noValidate
      aria-label={LANDING_TEXTS.flightDelayed}
      onSubmit={form.handleSubmit(onValid)}
      className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-md border border-sand-300 bg-sand-50 px-3 py-2"
    >
      <TextField
        id={`${idPrefix}-expected-landing`}
        label={LANDING_TEXTS.expectedLanding}
        type="datetime-local"
        hint={CANCUN_TIME_LABEL}
        error={fieldError?.message}
        {...form.register('expectedLandingAt')}
      />
      <div className="flex gap-3 sm:mt-7">
        <SubmitButton disabled={save.isPending}>
          {save.isPending ? 'Saving...' : LANDING_TEXTS.save}
        </SubmitButton>
        <ActionButton onClick={onDone} disabled={save.isPending}>
          Cancel
        </ActionButton>
      </div>
      <div className="w-full empty:hidden">
        <FormError
          message={
            save.isError && !fieldError ? errorMessage(save.error, GENERIC_MESSAGES.unexpectedTryAgain) : null
          }
        />
      </div>
    </form>
  );
}
