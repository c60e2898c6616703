/**
 * The Providers form's values: the shared providerFormSchema, except that the form holds all six routes
 * in the prices page's order, each cost as typed, and a route left empty is one this provider has no cost
 * for (the API takes only the routes with a cost, which the schema's output is).
 */
import { z } from 'zod';
import { routeText } from '../../../../domain/booking-text';
import { PRICED_ROUTES } from '../../../../domain/price-admin';
import { type Provider, providerFormSchema } from '../../../../domain/schemas/dispatch';

const sharedCosts = providerFormSchema.shape.costs;
const sharedRow = sharedCosts.element.shape;

export const providerFormValuesSchema = z.object({
  ...providerFormSchema.shape,
  costs: z
    .array(
      z.object({ from: sharedRow.from, to: sharedRow.to, costDollars: sharedRow.costDollars.optional() }),
    )
    .transform((rows) =>
      rows.flatMap(({ from, to, costDollars }) =>
        costDollars === undefined ? [] : [{ from, to, costDollars }],
      ),
    )
    .pipe(sharedCosts),
});

export type ProviderFormValues = z.input<typeof providerFormValuesSchema>;

/** 'Cost for Cancun Airport → Tulum': each cost input's label. */
export function costLabel(route: { from: string; to: string }): string {
  return `Cost for ${routeText(route.from, route.to)}`;
}

/** A new provider: nothing typed, every route empty, active. */
export function emptyProviderValues(): ProviderFormValues {
  return {
    companyName: '',
    dispatchEmail: '',
    phone: '',
    active: true,
    costs: PRICED_ROUTES.map(({ from, to }) => ({ from, to, costDollars: undefined })),
  };
}

/** A provider being edited, its costs on the six routes in the page's order. */
export function providerValues(provider: Provider): ProviderFormValues {
  return {
    companyName: provider.companyName,
    dispatchEmail: provider.dispatchEmail,
    phone: provider.phone,
    active: provider.active,
    costs: PRICED_ROUTES.map(({ from, to }) => ({
      from,
      to,
      costDollars: provider.costs.find((cost) => cost.from === from && cost.to === to)?.costDollars,
    })),
  };
}
