import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PRICED_ROUTES } from '../../../../domain/price-admin';
import { FormField } from '../../../components/form/FormField';
import { fieldClass } from '../../../components/form/fieldStyles';
import { optionalWholeDollars } from '../../../components/form/wholeDollars';
import { costLabel, type ProviderFormValues } from './providerFormValues';

type CostFieldsProps = {
  idPrefix: string;
  register: UseFormRegister<ProviderFormValues>;
  errors: FieldErrors<ProviderFormValues>['costs'];
};

/** What the provider is paid per ride on each of the six routes, in the prices page's order. */
export function CostFields({ idPrefix, register, errors }: CostFieldsProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-slate-900">Cost per ride, in whole US dollars</legend>
      <p className="text-sm text-slate-600">Leave a route empty if this provider does not drive it.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The rows are the six fixed routes the form starts with: their index is their identity. */}
        {PRICED_ROUTES.map((route, index) => {
          const error = errors?.[index]?.costDollars?.message;
          return (
            <FormField
              key={`${route.from}→${route.to}`}
              id={`${idPrefix}-cost-${index}`}
              label={costLabel(route)}
              error={error}
            >
              {(control) => (
                <input
                  type="text"
                  inputMode="numeric"
                  {...register(`costs.${index}.costDollars`, { setValueAs: optionalWholeDollars })}
                  {...control}
                  className={`${fieldClass(Boolean(error))} max-w-40`}
                />
              )}
            </FormField>
          );
        })}
      </div>
    </fieldset>
  );
}
