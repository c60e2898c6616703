/** One look for every input, select and textarea of the site's forms; red border when the value is refused. */
export function fieldClass(invalid: boolean): string {
  const border = invalid ? 'border-error-600' : 'border-slate-400';
  return `block w-full rounded-md border ${border} bg-white px-3 py-2 text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-100`;
}

/** The label above a field. */
export const labelClass = 'block text-sm font-semibold text-slate-800';

/** The label above a field on a dark surface (the footer). */
export const labelOnDarkClass = 'block text-sm font-semibold text-ocean-50';
