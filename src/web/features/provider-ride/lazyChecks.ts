import type { FieldValues, Resolver } from 'react-hook-form';

/** The module of the page's checks (zod and the API's schemas): fetched once, at the first need. */
export const loadProviderRideChecks = () => import('./providerRideChecks');

type Checks = Awaited<ReturnType<typeof loadProviderRideChecks>>;

/**
 * A form's resolver fetched at its first check (a send): react-hook-form awaits a resolver anyway, and
 * what was typed meanwhile stays in the fields and is what is checked.
 */
export function lazyResolver<Values extends FieldValues>(
  pick: (checks: Checks) => Resolver<Values>,
): Resolver<Values> {
  return async (values, context, options) => pick(await loadProviderRideChecks())(values, context, options);
}
