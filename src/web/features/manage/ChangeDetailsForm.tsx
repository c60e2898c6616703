import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  cancunDateAndTime,
  cancunDateTimeText,
  cancunDateTimeToInstant,
  cancunToday,
} from '../../../domain/cancun-time';
import { MANAGE_TEXTS } from '../../../domain/manage-booking';
import { computePickupTime, pickupHourOptions, pickupHoursLabel } from '../../../domain/pickup';
import { latestFlightDate } from '../../../domain/request-timing';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import {
  type ManageChanges,
  type ManageChangesInput,
  manageChangesSchema,
} from '../../../domain/schemas/manage-booking';
import { errorMessage } from '../../api/fetchJson';
import { ChildSeatsAndInstructionsFields } from '../../components/form/ChildSeatsAndInstructionsFields';
import { type DetailsTextFieldSpec, DetailsTextFields } from '../../components/form/DetailsTextFields';
import { SelectField } from '../../components/form/FormField';
import { FormError, FormNotice } from '../../components/form/FormMessages';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TerminalField } from '../../components/form/TerminalField';
import { useUniqueId } from '../../components/uniqueId';

function formValues(booking: CustomerBooking): ManageChangesInput {
  const flight = cancunDateAndTime(new Date(booking.flightDateTime));
  return {
    phone: booking.phone,
    hotelName: booking.hotelName,
    flightNumber: booking.flightNumber,
    flightAirline: booking.flightAirline,
    flightDate: flight.date,
    flightTime: flight.time,
    ...(booking.serviceType === 'departure'
      ? { pickupHours: Number(booking.pickupTime ?? 4) }
      : { terminal: booking.terminal }),
    specialInstructions: booking.specialInstructions,
    childSeats: booking.childSeats,
  };
}

const TEXT_FIELDS: DetailsTextFieldSpec<
  'phone' | 'hotelName' | 'flightNumber' | 'flightAirline' | 'flightDate' | 'flightTime'
>[] = [
  { name: 'phone', label: 'Phone', type: 'tel', hint: 'With country code, e.g. +1 555 123 4567' },
  { name: 'hotelName', label: 'Hotel/AirBNB/Stay Name or Address' },
  { name: 'flightNumber', label: 'Flight Number' },
  { name: 'flightAirline', label: 'Airline' },
  { name: 'flightDate', label: 'Flight Date', type: 'date', hint: 'Cancun time' },
  { name: 'flightTime', label: 'Flight Time', type: 'time', hint: 'Cancun time' },
];

/** 'Change Details': the fields a traveller may change, checked with the booking form's rules. */
export function ChangeDetailsForm({
  booking,
  onSave,
}: {
  booking: CustomerBooking;
  onSave: (changes: ManageChanges) => Promise<void>;
}) {
  const idPrefix = useUniqueId();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ManageChangesInput, unknown, ManageChanges>({
    resolver: zodResolver(manageChangesSchema),
    mode: 'all',
    defaultValues: formValues(booking),
  });
  const { register, handleSubmit, formState, control, setError } = form;
  const errors = formState.errors;
  const [flightDate = '', flightTime = '', pickupHours] = useWatch({
    control,
    name: ['flightDate', 'flightTime', 'pickupHours'],
  });
  const departure = booking.serviceType === 'departure';
  const flight = cancunDateTimeToInstant(flightDate, flightTime);
  const now = new Date();
  // What the shared detail fields need of this form.
  const fields = {
    idPrefix,
    register,
    errors,
    minFlightDate: cancunToday(now),
    maxFlightDate: latestFlightDate(now),
  };

  const onValid = async (changes: ManageChanges) => {
    setSaved(false);
    setFailure(null);
    try {
      await onSave(changes);
      setSaved(true);
    } catch (caught) {
      const fields = (caught as { fields?: Record<string, string> }).fields ?? {};
      for (const [name, message] of Object.entries(fields)) {
        if (name in formValues(booking)) setError(name as keyof ManageChangesInput, { message });
      }
      setFailure(errorMessage(caught, 'Your changes could not be saved. Please try again.'));
    }
  };

  return (
    <section
      aria-labelledby={`${idPrefix}-heading`}
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id={`${idPrefix}-heading`} className="text-xl font-bold text-ocean-900">
        {MANAGE_TEXTS.changeDetails}
      </h2>
      <p className="mt-2 text-base">{MANAGE_TEXTS.routeNotEditable}</p>
      <form
        noValidate
        onSubmit={handleSubmit(onValid)}
        className="mt-4 space-y-4"
        aria-labelledby={`${idPrefix}-heading`}
      >
        {saved ? <FormNotice>{MANAGE_TEXTS.saved}</FormNotice> : null}
        <FormError message={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DetailsTextFields specs={TEXT_FIELDS} {...fields} />
          {departure ? (
            <SelectField
              id={`${idPrefix}-pickupHours`}
              label="Pickup Time"
              error={errors.pickupHours?.message}
              hint={
                flight && pickupHours
                  ? `Pickup at ${cancunDateTimeText(computePickupTime(flight, Number(pickupHours)))}`
                  : undefined
              }
              {...register('pickupHours', { valueAsNumber: true })}
            >
              {pickupHourOptions(booking.from).map((option) => (
                <option key={option} value={option}>
                  {pickupHoursLabel(option)}
                </option>
              ))}
            </SelectField>
          ) : (
            <TerminalField {...fields} />
          )}
          <ChildSeatsAndInstructionsFields {...fields} instructionsClassName="sm:col-span-2" />
        </div>
        <SubmitButton disabled={formState.isSubmitting}>{MANAGE_TEXTS.saveChanges}</SubmitButton>
      </form>
    </section>
  );
}
