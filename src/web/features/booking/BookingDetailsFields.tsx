import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BookingDetailsInput } from '../../../domain/schemas/booking-details';
import { FormField } from './FormField';
import { fieldClass } from './fieldStyles';

type TextFieldName = Exclude<keyof BookingDetailsInput, 'hasBulkyLuggage'>;

type TextFieldSpec = {
  name: TextFieldName;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time';
  autoComplete?: string;
  hint?: string;
  wide?: boolean;
};

const contactFields: TextFieldSpec[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'With country code, e.g. +1 555 123 4567',
  },
  { name: 'hotelName', label: 'Hotel/AirBNB/Stay Name or Address', wide: true },
  { name: 'reservationName', label: 'Reservation Name', hint: 'Optional: the name the stay is booked under' },
];

const flightFields: TextFieldSpec[] = [
  { name: 'flightNumber', label: 'Flight Number', hint: 'For example AA1234' },
  { name: 'flightAirline', label: 'Airline' },
  { name: 'flightDate', label: 'Flight Date', type: 'date', hint: 'Cancun time' },
  { name: 'flightTime', label: 'Flight Time', type: 'time', hint: 'Cancun time' },
];

type BookingDetailsFieldsProps = {
  idPrefix: string;
  register: UseFormRegister<BookingDetailsInput>;
  errors: FieldErrors<BookingDetailsInput>;
  /** Today in Cancun: the flight date picker's minimum. */
  minFlightDate: string;
  /** The departure's pickup-time choice, placed with the flight fields. */
  pickupField?: ReactNode;
};

/** The inputs of the details form, labelled as DESIGN.md's runtime contract names them. */
export function BookingDetailsFields({
  idPrefix,
  register,
  errors,
  minFlightDate,
  pickupField,
}: BookingDetailsFieldsProps) {
  function textField(spec: TextFieldSpec) {
    const id = `${idPrefix}-${spec.name}`;
    const error = errors[spec.name]?.message;
    // A date or time problem is reported under Flight Date; the time input points at it too.
    const sharedError = spec.name === 'flightTime' ? errors.flightDate?.message : undefined;
    return (
      <FormField
        key={spec.name}
        id={id}
        label={spec.label}
        error={error}
        hint={spec.hint}
        className={spec.wide ? 'sm:col-span-2' : undefined}
      >
        {(aria) => (
          <input
            id={id}
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete}
            min={spec.type === 'date' ? minFlightDate : undefined}
            {...aria}
            aria-invalid={aria['aria-invalid'] ?? (sharedError ? true : undefined)}
            aria-describedby={
              sharedError
                ? [aria['aria-describedby'], `${idPrefix}-flightDate-error`].filter(Boolean).join(' ')
                : aria['aria-describedby']
            }
            // Date and time are checked together, so either one re-checks the pair.
            {...register(spec.name, spec.name === 'flightTime' ? { deps: ['flightDate'] } : undefined)}
            className={fieldClass(Boolean(error ?? sharedError))}
          />
        )}
      </FormField>
    );
  }

  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-ocean-900">Your Details</legend>
        {contactFields.map(textField)}
      </fieldset>

      <fieldset className="mt-8 grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-ocean-900">Flight Details</legend>
        {flightFields.map(textField)}
        {pickupField}
      </fieldset>

      <fieldset className="mt-8 grid gap-4">
        <legend className="mb-2 text-lg font-bold text-ocean-900">Extras</legend>
        <div className="flex items-start gap-3">
          <input
            id={`${idPrefix}-hasBulkyLuggage`}
            type="checkbox"
            aria-describedby={`${idPrefix}-hasBulkyLuggage-hint`}
            {...register('hasBulkyLuggage')}
            className="mt-1 size-5 rounded border-slate-400 accent-ocean-700"
          />
          <div>
            <label htmlFor={`${idPrefix}-hasBulkyLuggage`} className="font-semibold text-slate-800">
              Bulky Luggage
            </label>
            <p id={`${idPrefix}-hasBulkyLuggage-hint`} className="text-sm text-slate-600">
              Surfboards, golf bags, strollers or more than one large suitcase per person.
            </p>
          </div>
        </div>
        <FormField
          id={`${idPrefix}-specialInstructions`}
          label="Special Instructions"
          hint="Such as a baby chair. We pass requests on but cannot guarantee availability."
          error={errors.specialInstructions?.message}
        >
          {(aria) => (
            <textarea
              id={`${idPrefix}-specialInstructions`}
              rows={3}
              {...aria}
              {...register('specialInstructions')}
              className={fieldClass(Boolean(errors.specialInstructions))}
            />
          )}
        </FormField>
      </fieldset>
    </>
  );
}
