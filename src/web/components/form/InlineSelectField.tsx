import type { ComponentProps } from 'react';

type InlineSelectFieldProps = { id: string; label: string } & Omit<
  ComponentProps<'select'>,
  'id' | 'className'
>;

/** A label beside a small select, for a row of controls (the admin's Status and Template); the row lays them out. */
export function InlineSelectField({ id, label, ...select }: InlineSelectFieldProps) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        {...select}
        className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-slate-900 disabled:cursor-wait"
      />
    </>
  );
}
