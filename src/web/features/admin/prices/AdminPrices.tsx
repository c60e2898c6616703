import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { routeText } from '../../../../domain/booking-text';
import { CANCUN_TIME_LABEL, cancunDateTimeText } from '../../../../domain/cancun-time';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { formatUsd } from '../../../../domain/money';
import { PRICE_MESSAGE, priceLabel } from '../../../../domain/price-admin';
import { priceInput } from '../../../../domain/schemas/admin-prices';
import { errorMessage } from '../../../api/fetchJson';
import { FormField } from '../../../components/form/FormField';
import { FormError, FormNotice } from '../../../components/form/FormMessages';
import { fieldClass } from '../../../components/form/fieldStyles';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { ADMIN_KEY } from '../useAdminBookings';
import { fetchAdminPrices, saveAdminPrices } from './pricesApi';

const PRICES_KEY = [...ADMIN_KEY, 'prices'];
const keyOf = (route: { from: string; to: string }) => `${route.from}→${route.to}`;

/**
 * The Prices page (issue 19): the price per vehicle of each route in both directions, saved together
 * with 'Save Prices'; below, every change with who made it and when (Cancun time).
 */
export function AdminPrices() {
  const client = useQueryClient();
  const prices = useQuery({ queryKey: PRICES_KEY, queryFn: ({ signal }) => fetchAdminPrices(signal) });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: saveAdminPrices,
    onSuccess: (answer) => {
      client.setQueryData(PRICES_KEY, answer.prices);
      setTyped({});
    },
  });

  if (prices.isPending) return <p className="text-slate-700">Loading prices...</p>;
  if (prices.isError)
    return <FormError message={errorMessage(prices.error, GENERIC_MESSAGES.unexpectedTryAgain)} />;
  const { routes, history } = prices.data;
  const valueOf = (route: (typeof routes)[number]) => typed[keyOf(route)] ?? String(route.price);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const update = routes.map((route) => {
      const text = valueOf(route).trim();
      const parsed = priceInput.safeParse(/^\d+$/.test(text) ? Number(text) : Number.NaN);
      if (!parsed.success) found[keyOf(route)] = PRICE_MESSAGE;
      return { from: route.from, to: route.to, price: parsed.success ? parsed.data : 0 };
    });
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate({ prices: update });
  };

  return (
    <div className="space-y-10">
      <form noValidate onSubmit={submit} aria-label="Prices" className="space-y-5">
        <p className="text-slate-700">
          Whole US dollars per vehicle (up to 4 passengers). A direction without its own price uses the other
          direction's; saving gives every direction the price shown.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {routes.map((route) => {
            const id = `price-${keyOf(route).replaceAll(' ', '-')}`;
            const error = errors[keyOf(route)];
            return (
              <FormField
                key={keyOf(route)}
                id={id}
                label={priceLabel(route.from, route.to)}
                error={error}
                hint={route.own ? undefined : 'Uses the other direction’s price'}
                labelClassName="block font-semibold text-slate-900"
                controlClassName="mt-1"
              >
                {(control) => (
                  <input
                    type="text"
                    inputMode="numeric"
                    value={valueOf(route)}
                    onChange={(event) =>
                      setTyped((current) => ({ ...current, [keyOf(route)]: event.target.value }))
                    }
                    {...control}
                    className={`${fieldClass(Boolean(error))} max-w-40`}
                  />
                )}
              </FormField>
            );
          })}
        </div>
        <FormError
          message={save.isError ? errorMessage(save.error, GENERIC_MESSAGES.unexpectedTryAgain) : null}
        />
        {save.isSuccess ? <FormNotice>Prices saved.</FormNotice> : null}
        <SubmitButton disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Prices'}</SubmitButton>
      </form>

      <section aria-labelledby="price-history-heading">
        <h2 id="price-history-heading" className="text-xl font-bold text-ocean-900">
          Price History
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-slate-700">No price has been changed yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-lg border border-slate-300 bg-white">
            <table className="w-full min-w-[40rem] border-collapse text-sm">
              <thead className="bg-ocean-50">
                <tr className="border-b border-slate-300 text-left text-ocean-900">
                  <th scope="col" className="px-3 py-2 font-semibold">{`When (${CANCUN_TIME_LABEL})`}</th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Who
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Route
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Old
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    New
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.map((change) => (
                  <tr
                    key={`${change.at}-${keyOf(change)}`}
                    className="border-b border-slate-200 last:border-b-0"
                  >
                    <td className="px-3 py-2 text-slate-900">{cancunDateTimeText(change.at)}</td>
                    <td className="px-3 py-2 text-slate-900">{change.by}</td>
                    <td className="px-3 py-2 text-slate-900">{routeText(change.from, change.to)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatUsd(change.oldPrice)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatUsd(change.newPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
