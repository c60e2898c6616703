import type { ComponentProps, ReactNode } from 'react';
import { fieldClass, labelClass } from './fieldStyles';

// FormField and the labelled fields built on it share this module so the home page, whose quick and
// contact forms use them, loads them as one small chunk (its 90 KiB budget, docs/decisions/008).

type FieldFrameProps = {
  id: string;
  label: string;
  /** Shown in red under the control, which is then marked invalid. */
  error?: string | undefined;
  /** Marks the control invalid without a message under it (the form says why elsewhere). */
  invalid?: boolean | undefined;
  hint?: ReactNode;
  /** Further ids the control is described by, after its error and hint. */
  describedBy?: string | undefined;
  className?: string | undefined;
  labelClassName?: string | undefined;
  /** The box around the control; 'mt-1' puts it just under the label. */
  controlClassName?: string | undefined;
};

/** What the control carries: the id the label points at, its screen-reader wiring and the fields' look. */
type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

/** A field's own props apart from those of its control, for the fields below that wrap one native control. */
function splitFieldProps<P extends FieldFrameProps>(props: P) {
  const {
    id,
    label,
    error,
    invalid,
    hint,
    describedBy,
    className,
    labelClassName,
    controlClassName,
    ...control
  } = props;
  const frame = { id, label, error, invalid, hint, describedBy, className, labelClassName, controlClassName };
  return [frame, control] as const;
}

/** A label above a control, an optional hint and the red message under it, wired for screen readers. */
export function FormField({
  id,
  label,
  error,
  invalid = Boolean(error),
  hint,
  describedBy,
  className,
  labelClassName = labelClass,
  controlClassName = 'mt-1',
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className={controlClassName}>
        {children({
          id,
          'aria-invalid': invalid ? true : undefined,
          'aria-describedby': [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
          className: fieldClass(invalid),
        })}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-error-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldFrameProps & Omit<ComponentProps<'input'>, keyof FieldFrameProps>;

/** A labelled input; every other prop (type, autoComplete, value, a register() result…) goes to the input. */
export function TextField(props: TextFieldProps) {
  const [frame, input] = splitFieldProps(props);
  return <FormField {...frame}>{(control) => <input {...input} {...control} />}</FormField>;
}

type SelectFieldProps = FieldFrameProps & Omit<ComponentProps<'select'>, keyof FieldFrameProps>;

/** A labelled select; its children are the options, every other prop goes to the select. */
export function SelectField(props: SelectFieldProps) {
  const [frame, select] = splitFieldProps(props);
  return <FormField {...frame}>{(control) => <select {...select} {...control} />}</FormField>;
}

type TextAreaFieldProps = FieldFrameProps & Omit<ComponentProps<'textarea'>, keyof FieldFrameProps>;

/** A labelled textarea; every other prop (rows, value, a register() result…) goes to the textarea. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, textarea] = splitFieldProps(props);
  return <FormField {...frame}>{(control) => <textarea {...textarea} {...control} />}</FormField>;
}
