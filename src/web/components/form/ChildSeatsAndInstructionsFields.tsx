import type { UseFormRegisterReturn } from 'react-hook-form';
import { CHILD_SEATS_MAX } from '../../../domain/manage-booking';
import { SelectField, TextAreaField } from './FormField';

type ChildSeatsAndInstructionsFieldsProps = {
  idPrefix: string;
  /** The form's register('childSeats', { valueAsNumber: true }): the select's options are numbers. */
  childSeats: UseFormRegisterReturn<'childSeats'>;
  childSeatsError: string | undefined;
  specialInstructions: UseFormRegisterReturn<'specialInstructions'>;
  specialInstructionsError: string | undefined;
  /** Said under Special Instructions when booking, where the traveller first writes them. */
  instructionsHint?: string;
  instructionsClassName?: string;
};

/** 'Child Seats' and 'Special Instructions', as the booking form and the manage page's form both ask them. */
export function ChildSeatsAndInstructionsFields({
  idPrefix,
  childSeats,
  childSeatsError,
  specialInstructions,
  specialInstructionsError,
  instructionsHint,
  instructionsClassName,
}: ChildSeatsAndInstructionsFieldsProps) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-childSeats`}
        label="Child Seats"
        hint="Free, on request, not guaranteed."
        error={childSeatsError}
        {...childSeats}
      >
        {Array.from({ length: CHILD_SEATS_MAX + 1 }, (_, count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={`${idPrefix}-specialInstructions`}
        label="Special Instructions"
        hint={instructionsHint}
        className={instructionsClassName}
        error={specialInstructionsError}
        rows={3}
        {...specialInstructions}
      />
    </>
  );
}
