import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import {
  MEETING_POINT_TEXTS,
  TERMINAL_LABELS,
  TERMINAL_NOT_SURE_LABEL,
  TERMINALS,
  type Terminal,
} from '../../../domain/terminals';
import { SelectField } from './FormField';

/** What a form must hold to ask it: the booking's schema and the manage page's both do. */
type WithTerminal = { terminal?: Terminal | null | undefined };

type TerminalFieldProps<Values extends WithTerminal> = {
  idPrefix: string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  className?: string;
};

/** 'Not sure' is the empty option: the schema wants null for it, the select can only hold text. */
const terminalOrNull = (value: unknown) => (value === '' || value === null ? null : value);

/**
 * 'Terminal', asked of arrivals on the booking step and on the manage page (optional: 'Not sure'
 * is an answer). The driver's meeting point depends on it.
 */
export function TerminalField<Values extends WithTerminal>({
  idPrefix,
  register,
  errors,
  className,
}: TerminalFieldProps<Values>) {
  // The constraint on Values guarantees the field; TypeScript cannot see a literal as a Path of a generic.
  const { terminal } = errors as FieldErrors<WithTerminal>;
  return (
    <SelectField
      id={`${idPrefix}-terminal`}
      label={MEETING_POINT_TEXTS.terminalField}
      hint="On your ticket or the airline's app; your driver meets you there."
      error={terminal?.message}
      className={className}
      {...register('terminal' as Path<Values>, { setValueAs: terminalOrNull })}
    >
      {TERMINALS.map((value) => (
        <option key={value} value={value}>
          {TERMINAL_LABELS[value]}
        </option>
      ))}
      <option value="">{TERMINAL_NOT_SURE_LABEL}</option>
    </SelectField>
  );
}
