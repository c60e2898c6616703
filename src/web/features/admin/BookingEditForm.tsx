import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ADMIN_ACTION_MESSAGES, GENERIC_MESSAGES } from '../../../domain/messages';
import {
  type AdminBookingUpdate,
  adminBookingUpdateSchema,
} from '../../../domain/schemas/admin-booking-update';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { errorMessage } from '../../api/fetchJson';
import { Alert } from '../../components/kit/Alert';
import { BusyButton } from '../../components/kit/BusyButton';
import { EditFields } from './EditFields';
import { changedFields, type EditValues, editValuesOf } from './editValues';
import { useUpdateBooking } from './useAdminBookings';

type BookingEditFormProps = { booking: AdminBooking; idPrefix: string; onDone: () => void };

// The form holds plain strings for the selects and the cleared fields; the shared schema turns them into the
// update the server takes, with the same messages the server would answer.
const resolver = zodResolver(adminBookingUpdateSchema) as unknown as Resolver<
  EditValues,
  unknown,
  AdminBookingUpdate
>;

/** The edit of one booking: Save sends only what changed; Cancel throws the edits away. */
export function BookingEditForm({ booking, idPrefix, onDone }: BookingEditFormProps) {
  const form = useForm<EditValues, unknown, AdminBookingUpdate>({
    resolver,
    mode: 'onTouched',
    defaultValues: editValuesOf(booking),
  });
  const update = useUpdateBooking(booking.id);
  const [failure, setFailure] = useState<string | null>(null);

  const onValid = async (edited: AdminBookingUpdate) => {
    setFailure(null);
    const changes = changedFields(booking, edited);
    if (Object.keys(changes).length === 0) {
      setFailure(ADMIN_ACTION_MESSAGES.nothingToUpdate);
      return;
    }
    try {
      await update.mutateAsync(changes);
      onDone();
    } catch (caught) {
      // The server's per-field messages go under their inputs; anything else shows above the buttons.
      const fields = (caught as { fields?: Record<string, string> }).fields ?? {};
      let focused = false;
      for (const [name, message] of Object.entries(fields)) {
        if (name in editValuesOf(booking)) {
          form.setError(name as keyof EditValues, { message }, { shouldFocus: !focused });
          focused = true;
        }
      }
      if (!focused) setFailure(errorMessage(caught, GENERIC_MESSAGES.unexpectedTryAgain));
    }
  };

  const cancel = () => {
    form.reset(editValuesOf(booking));
    setFailure(null);
    onDone();
  };

  return (
    <form
      noValidate
      aria-label={`Edit booking ${booking.id}`}
      onSubmit={form.handleSubmit(onValid)}
      className="space-y-6 rounded-md border border-ocean-200 bg-ocean-50/50 p-4"
    >
      <EditFields form={form} idPrefix={idPrefix} />
      {failure ? <Alert inline>{failure}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" busy={update.isPending} busyText="Saving...">
          Save
        </BusyButton>
        <button
          type="button"
          onClick={cancel}
          className="rounded-md border border-slate-400 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
