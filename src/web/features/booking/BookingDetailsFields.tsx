import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BookingDetailsInput } from '../../../domain/schemas/booking-details';
import { CheckboxField } from '../../components/form/CheckboxField';
import { ChildSeatsAndInstructionsFields } from '../../components/form/ChildSeatsAndInstructionsFields';
import { TextField } from '../../components/form/FormField';

type TextFieldName = Exclude<keyof BookingDetailsInput, 'hasBulkyLuggage' | 'childSeats'>;

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
  /** 18 months ahead in Cancun: its maximum. */
  maxFlightDate: string;
  /** The departure's pickup-time choice, placed with the flight fields. */
  pickupField?: ReactNode;
};

/** The inputs of the details form, labelled as DESIGN.md's runtime contract names them. */
export function BookingDetailsFields({
  idPrefix,
  register,
  errors,
  minFlightDate,
  maxFlightDate,
  pickupField,
}: BookingDetailsFieldsProps) {
  function textField(spec: TextFieldSpec) {
    const error = errors[spec.name]?.message;
    // A date or time problem is reported under Flight Date; the time input points at it too.
    const sharedError = spec.name === 'flightTime' ? errors.flightDate?.message : undefined;
    return (
      <TextField
        key={spec.name}
        id={`${idPrefix}-${spec.name}`}
        label={spec.label}
        error={error}
        invalid={Boolean(error ?? sharedError)}
        hint={spec.hint}
        describedBy={sharedError ? `${idPrefix}-flightDate-error` : undefined}
        className={spec.wide ? 'sm:col-span-2' : undefined}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        min={spec.type === 'date' ? minFlightDate : undefined}
        max={spec.type === 'date' ? maxFlightDate : undefined}
        // Date and time are checked together, so either one re-checks the pair.
        {...register(spec.name, spec.name === 'flightTime' ? { deps: ['flightDate'] } : undefined)}
      />
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
        <CheckboxField
          id={`${idPrefix}-hasBulkyLuggage`}
          label="Bulky Luggage"
          hint="Surfboards, golf bags, strollers or more than one large suitcase per person."
          {...register('hasBulkyLuggage')}
        />
        <ChildSeatsAndInstructionsFields
          idPrefix={idPrefix}
          register={register}
          errors={errors}
          instructionsHint="Such as a baby chair. We pass requests on but cannot guarantee availability."
        />
      </fieldset>
    </>
  );
}
