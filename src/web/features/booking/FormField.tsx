import type { ReactNode } from 'react';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The control, given the ids it must point at; it sets aria-invalid and aria-describedby from them. */
  children: (aria: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
  className?: string;
};

/** A label above a control, an optional hint and the red message under it, wired for screen readers. */
export function FormField({ id, label, error, hint, children, className }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-1">
        {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
