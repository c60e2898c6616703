import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { CHILD_SEATS_MAX } from '../../../domain/manage-booking';
import { SelectField, TextAreaField } from './FormField';

/** What a form must hold to ask these two: the booking's schema and the manage page's both do. */
type ChildSeatsAndInstructions = {
  childSeats?: number | undefined;
  specialInstructions?: string | undefined;
};

type ChildSeatsAndInstructionsFieldsProps<Values extends ChildSeatsAndInstructions> = {
  idPrefix: string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /** Said under Special Instructions when booking, where the traveller first writes them. */
  instructionsHint?: string;
  instructionsClassName?: string;
};

/** 'Child Seats' and 'Special Instructions', as the booking form and the manage page's form both ask them. */
export function ChildSeatsAndInstructionsFields<Values extends ChildSeatsAndInstructions>({
  idPrefix,
  register,
  errors,
  instructionsHint,
  instructionsClassName,
}: ChildSeatsAndInstructionsFieldsProps<Values>) {
  // The constraint on Values guarantees both fields; TypeScript cannot see a literal as a Path of a generic.
  const field = (name: keyof ChildSeatsAndInstructions) => name as Path<Values>;
  const { childSeats, specialInstructions } = errors as FieldErrors<ChildSeatsAndInstructions>;
  return (
    <>
      <SelectField
        id={`${idPrefix}-childSeats`}
        label="Child Seats"
        hint="Free, on request, not guaranteed."
        error={childSeats?.message}
        // The options are numbers, as the schema wants the count.
        {...register(field('childSeats'), { valueAsNumber: true })}
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
        error={specialInstructions?.message}
        rows={3}
        {...register(field('specialInstructions'))}
      />
    </>
  );
}
