import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { priceLabel } from '../../../../domain/price-admin';
import {
  type AdminPrices,
  type AdminPricesUpdate,
  adminPricesUpdateSchema,
} from '../../../../domain/schemas/admin-prices';
import { errorMessage } from '../../../api/fetchJson';
import { FormField } from '../../../components/form/FormField';
import { FormError, FormNotice } from '../../../components/form/FormMessages';
import { fieldClass } from '../../../components/form/fieldStyles';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { wholeDollars } from '../../../components/form/wholeDollars';
import { saveAdminPrices } from './pricesApi';
import { PRICES_KEY, routeKey } from './pricesKeys';

type Route = AdminPrices['routes'][number];

function formValues(routes: Route[]): AdminPricesUpdate {
  return { prices: routes.map(({ from, to, price }) => ({ from, to, price })) };
}

/** Every route's price, checked with the API's own schema and saved together with 'Save Prices'. */
export function PricesForm({ routes }: { routes: Route[] }) {
  const client = useQueryClient();
  const form = useForm<AdminPricesUpdate>({
    resolver: zodResolver(adminPricesUpdateSchema),
    defaultValues: formValues(routes),
  });
  const save = useMutation({
    mutationFn: saveAdminPrices,
    onSuccess: (answer) => {
      client.setQueryData(PRICES_KEY, answer.prices);
      form.reset(formValues(answer.prices.routes));
    },
  });
  const errors = form.formState.errors.prices;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((update) => save.mutate(update))}
      aria-label="Prices"
      className="space-y-5"
    >
      <p className="text-slate-700">
        Whole US dollars per vehicle (up to 4 passengers). A direction without its own price uses the other
        direction's; saving gives every direction the price shown.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {routes.map((route, index) => {
          const error = errors?.[index]?.price?.message;
          return (
            <FormField
              key={routeKey(route)}
              id={`price-${routeKey(route).replaceAll(' ', '-')}`}
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
                  {...form.register(`prices.${index}.price`, { setValueAs: wholeDollars })}
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
  );
}
