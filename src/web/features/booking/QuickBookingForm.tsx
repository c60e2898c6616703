import { type FormEvent, useState } from 'react';
import { DEFAULT_BOOKING_DRAFT } from '../../../domain/booking-draft';
import type { LocationName } from '../../../domain/locations';
import {
  hasQuickFormErrors,
  type QuickFormErrors,
  type QuickFormValues,
  validateQuickForm,
} from '../../../domain/quick-form-check';
import { APP_ROUTES } from '../../../domain/routes';
import {
  destinationOptions,
  endpointsForServiceType,
  isAirportFixed,
  isServiceType,
  pickupOptions,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type ServiceType,
} from '../../../domain/service-types';
import { SelectField } from '../../components/form/FormField';
import { useUniqueId } from '../../components/uniqueId';
import { useNavigation } from '../../navigation/NavigationContext';
import { loadDraft, saveDraft } from './draftStorage';
import { PassengersField } from './PassengersField';
import { RouteEndField } from './RouteEndField';

type QuickFormState = {
  serviceType: ServiceType;
  from: LocationName | '';
  to: LocationName | '';
  passengers: number;
  customPassengers: string | null;
};

const initialState: QuickFormState = {
  serviceType: DEFAULT_BOOKING_DRAFT.serviceType,
  from: DEFAULT_BOOKING_DRAFT.from,
  to: DEFAULT_BOOKING_DRAFT.to,
  passengers: DEFAULT_BOOKING_DRAFT.passengers,
  customPassengers: null,
};

/**
 * The home page's quick booking form (SPEC section 2, Quick form). It checks with plain functions and
 * hands a draft to /booking through session storage: react-hook-form, zod and TanStack Query stay out of
 * the home page's bundle. It moves on through the navigation seam: a full page load to /booking from the
 * router-free home page, a client-side one inside the single-page app.
 */
export function QuickBookingForm() {
  const { navigate } = useNavigation();
  const id = useUniqueId();
  const [state, setState] = useState<QuickFormState>(initialState);
  const [errors, setErrors] = useState<QuickFormErrors>({});

  function clearErrors(...fields: (keyof QuickFormValues)[]) {
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }

  function changeServiceType(value: string) {
    if (!isServiceType(value)) return;
    // The airport side is fixed by the type; the other endpoint starts over.
    setState((current) => ({ ...current, serviceType: value, ...endpointsForServiceType(value) }));
    clearErrors('serviceType', 'from', 'to');
  }

  function changeFrom(value: LocationName | '') {
    setState((current) => ({
      ...current,
      from: value,
      // A destination equal to the new pickup is no longer offered.
      to: (destinationOptions(current.serviceType, value) as string[]).includes(current.to) ? current.to : '',
    }));
    clearErrors('from');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateQuickForm(state);
    setErrors(found);
    if (hasQuickFormErrors(found)) return;
    const { serviceType, from, to, passengers } = state;
    // Details typed on an earlier visit to /booking are kept; the route and group are the new ones.
    saveDraft({ ...(loadDraft() ?? DEFAULT_BOOKING_DRAFT), serviceType, from, to, passengers });
    navigate(APP_ROUTES.booking);
  }

  const ids = {
    serviceType: `${id}-service-type`,
    from: `${id}-from`,
    to: `${id}-to`,
    passengers: `${id}-passengers`,
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Quick booking"
      // It sits in the hero's booking card (28rem wide at most): two columns at most, no card of its own.
      className="grid gap-4 text-slate-900 sm:grid-cols-2"
    >
      {/* The service types' labels are long: a full row of their own. */}
      <SelectField
        id={ids.serviceType}
        label="Service Type"
        error={errors.serviceType}
        className="sm:col-span-2"
        // On a phone SPEC's long labels do not fit the closed select: styles.css lays a shorter one over it.
        controlClassName="mt-1 service-type"
        value={state.serviceType}
        onChange={(event) => changeServiceType(event.target.value)}
      >
        {SERVICE_TYPES.map((type) => (
          <option key={type} value={type}>
            {SERVICE_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>

      <RouteEndField
        id={ids.from}
        label="From"
        fixed={isAirportFixed(state.serviceType, 'from')}
        value={state.from}
        placeholder="Select pickup"
        options={pickupOptions(state.serviceType)}
        error={errors.from}
        onChange={changeFrom}
      />
      <RouteEndField
        id={ids.to}
        label="To"
        fixed={isAirportFixed(state.serviceType, 'to')}
        value={state.to}
        placeholder="Select destination"
        options={destinationOptions(state.serviceType, state.from)}
        error={errors.to}
        disabled={state.from === ''}
        onChange={(to) => {
          setState((current) => ({ ...current, to }));
          clearErrors('to');
        }}
      />

      <PassengersField
        id={ids.passengers}
        passengers={state.passengers}
        customText={state.customPassengers}
        error={errors.passengers}
        onChange={({ passengers, customText }) => {
          setState((current) => ({ ...current, passengers, customPassengers: customText }));
          clearErrors('passengers');
        }}
      />

      <div className="sm:col-span-2">
        <button
          type="submit"
          className="w-full rounded-md bg-sand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-sand-800"
        >
          Continue to Book
        </button>
      </div>
    </form>
  );
}
