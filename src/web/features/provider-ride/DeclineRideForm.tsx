import { useForm } from 'react-hook-form';
import { DISPATCH_TEXTS } from '../../../domain/dispatch';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import { errorMessage } from '../../api/fetchJson';
import { TextAreaField } from '../../components/form/FormField';
import { FormError } from '../../components/form/FormMessages';
import { lazyResolver } from './lazyChecks';
import { declineRide } from './providerRideApi';
import { useRideAction } from './useProviderRide';

/** The reason's check, with the API's schema, fetched at the first send. */
const checkReason = lazyResolver<{ reason: string }>((checks) => checks.reasonResolver);

/** 'Decline Ride' with a reason the operator reads on the booking's card; it acts at once. */
export function DeclineRideForm({ idPrefix }: { idPrefix: string }) {
  const decline = useRideAction(declineRide);
  const form = useForm<{ reason: string }>({
    resolver: checkReason,
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  return (
    <form
      noValidate
      aria-label={DISPATCH_TEXTS.declineRide}
      onSubmit={form.handleSubmit(({ reason }) => decline.mutate(reason))}
      className="space-y-4"
    >
      <FormError
        message={decline.isError ? errorMessage(decline.error, GENERIC_MESSAGES.unexpectedTryAgain) : null}
      />
      <TextAreaField
        id={`${idPrefix}-reason`}
        label="Reason"
        rows={3}
        error={error}
        {...form.register('reason')}
      />
      <button
        type="submit"
        disabled={decline.isPending}
        className="min-h-11 rounded-md border border-error-700 bg-white px-5 py-2.5 font-semibold text-error-700 hover:bg-error-50 disabled:cursor-wait disabled:opacity-70"
      >
        {decline.isPending ? 'Sending...' : DISPATCH_TEXTS.declineRide}
      </button>
    </form>
  );
}
