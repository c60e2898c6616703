import type { ComponentProps } from 'react';

/** A small outlined button that acts on one thing: a table row's action, 'Try Again' after a failure. */
export function ActionButton(props: Omit<ComponentProps<'button'>, 'type' | 'className'>) {
  return (
    <button
      type="button"
      {...props}
      className="rounded-md border border-ocean-700 bg-white px-3 py-1 font-semibold text-ocean-800 hover:bg-ocean-50 disabled:opacity-70"
    />
  );
}
