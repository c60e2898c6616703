import type { ComponentProps } from 'react';

type CheckboxFieldProps = { id: string; label: string; hint?: string; className?: string } & Omit<
  ComponentProps<'input'>,
  'id' | 'className' | 'type'
>;

/** A checkbox with its label after it; with a hint, the box lines up with the label's first line. */
export function CheckboxField({ id, label, hint, className, ...input }: CheckboxFieldProps) {
  if (!hint) {
    return (
      <div className={`flex items-center gap-2 ${className ?? ''}`.trim()}>
        <input id={id} type="checkbox" {...input} className="size-5 accent-ocean-700" />
        <label htmlFor={id} className="font-semibold text-slate-800">
          {label}
        </label>
      </div>
    );
  }
  return (
    <div className={`flex items-start gap-3 ${className ?? ''}`.trim()}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        {...input}
        className="mt-1 size-5 rounded border-slate-400 accent-ocean-700"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-800">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
