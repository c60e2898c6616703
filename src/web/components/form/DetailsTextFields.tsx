import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from './FormField';

/** One text input of a traveller's details: its form field, label and how the browser should fill it. */
export type DetailsTextFieldSpec<Name extends string> = {
  name: Name;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time';
  autoComplete?: string;
  hint?: string;
  /** Both columns of the grid, for a long answer such as the hotel's address. */
  wide?: boolean;
};

/** What a form must hold for these inputs: the flight's date and time, checked as a pair. */
type FlightDateAndTime = { flightDate?: string | undefined; flightTime?: string | undefined };

type DetailsTextFieldsProps<Values extends FlightDateAndTime> = {
  specs: readonly DetailsTextFieldSpec<Extract<keyof Values, string>>[];
  idPrefix: string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /** Today in Cancun: the flight date picker's minimum. */
  minFlightDate: string;
  /** 18 months ahead in Cancun: its maximum. */
  maxFlightDate: string;
};

/**
 * The text inputs of the booking step's details and of the manage page's Change Details: labelled, each
 * with its message, the flight date and time checked together.
 */
export function DetailsTextFields<Values extends FlightDateAndTime>({
  specs,
  idPrefix,
  register,
  errors,
  minFlightDate,
  maxFlightDate,
}: DetailsTextFieldsProps<Values>) {
  // Spec names are keys of Values (checked above); TypeScript cannot see one as a Path of a generic form.
  const messages = errors as Partial<Record<string, { message?: string }>>;
  const dateAndTime = { deps: ['flightDate' as Path<Values>] };
  return (
    <>
      {specs.map((spec) => {
        const error = messages[spec.name]?.message;
        // A date or time problem is reported under Flight Date; the time input points at it too.
        const sharedError = spec.name === 'flightTime' ? messages.flightDate?.message : undefined;
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
            {...register(
              spec.name as string as Path<Values>,
              spec.name === 'flightTime' ? dateAndTime : undefined,
            )}
          />
        );
      })}
    </>
  );
}
