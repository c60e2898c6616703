import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { MESSAGES_CONSENT_HINT, MESSAGES_CONSENT_LABEL } from '../../../domain/message-delivery';
import type { BookingDetailsInput } from '../../../domain/schemas/booking-details';
import { CheckboxField } from '../../components/form/CheckboxField';
import { ChildSeatsAndInstructionsFields } from '../../components/form/ChildSeatsAndInstructionsFields';
import { type DetailsTextFieldSpec, DetailsTextFields } from '../../components/form/DetailsTextFields';

type TextFieldSpec = DetailsTextFieldSpec<
  Exclude<keyof BookingDetailsInput, 'hasBulkyLuggage' | 'childSeats' | 'terminal' | 'messagesConsent'>
>;

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
  /**
   * What else goes with the flight fields: a departure's pickup-time choice, an arrival's terminal and
   * its late-night notice.
   */
  flightExtras?: ReactNode;
};

/** The inputs of the details form, labelled as DESIGN.md's runtime contract names them. */
export function BookingDetailsFields({ flightExtras, ...fields }: BookingDetailsFieldsProps) {
  const { idPrefix, register } = fields;
  const textFields = (specs: TextFieldSpec[]) => <DetailsTextFields specs={specs} {...fields} />;

  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-ocean-900">Your Details</legend>
        {textFields(contactFields)}
        <CheckboxField
          id={`${idPrefix}-messagesConsent`}
          className="sm:col-span-2"
          label={MESSAGES_CONSENT_LABEL}
          hint={MESSAGES_CONSENT_HINT}
          {...register('messagesConsent')}
        />
      </fieldset>

      <fieldset className="mt-8 grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-ocean-900">Flight Details</legend>
        {textFields(flightFields)}
        {flightExtras}
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
          {...fields}
          instructionsHint="We pass requests on but cannot guarantee availability."
        />
      </fieldset>
    </>
  );
}
