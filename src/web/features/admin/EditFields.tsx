import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { CHILD_SEATS_MAX } from '../../../domain/manage-booking';
import type { AdminBookingUpdate } from '../../../domain/schemas/admin-booking-update';
import {
  destinationOptions,
  endpointsForServiceType,
  isServiceType,
  pickupOptions,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from '../../../domain/service-types';
import { CheckboxField } from '../../components/form/CheckboxField';
import { SelectField, TextAreaField, TextField } from '../../components/form/FormField';
import type { EditValues } from './editValues';

type EditForm = UseFormReturn<EditValues, unknown, AdminBookingUpdate>;
type TextName = Exclude<
  keyof EditValues,
  'serviceType' | 'from' | 'to' | 'driverOrdered' | 'passengers' | 'childSeats'
>;

function TextInput({
  form,
  idPrefix,
  name,
  label,
  type = 'text',
  multiline = false,
}: {
  form: EditForm;
  idPrefix: string;
  name: TextName;
  label: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
}) {
  const field = { id: `${idPrefix}-${name}`, label, error: form.formState.errors[name]?.message };
  return multiline ? (
    <TextAreaField {...field} className="sm:col-span-2" rows={2} {...form.register(name)} />
  ) : (
    <TextField {...field} type={type} {...form.register(name)} />
  );
}

/**
 * A route end as a controlled select: its options change with the service type, and a native select given a
 * value before its new option exists would show the placeholder while the form holds the place.
 */
function RouteSelect({
  form,
  idPrefix,
  side,
  label,
  placeholder,
  options,
}: {
  form: EditForm;
  idPrefix: string;
  side: 'from' | 'to';
  label: string;
  placeholder: string;
  options: readonly string[];
}) {
  const id = `${idPrefix}-${side}`;
  return (
    <Controller
      control={form.control}
      name={side}
      render={({ field, fieldState }) => (
        <SelectField id={id} label={label} error={fieldState.error?.message} {...field}>
          <option value="">{placeholder}</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset>
      <legend className="text-base font-bold text-ocean-900">{legend}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The editable fields of SPEC section 7 plus passengers, grouped as the operator thinks of them. */
export function EditFields({ form, idPrefix }: { form: EditForm; idPrefix: string }) {
  const [serviceType, from] = useWatch({ control: form.control, name: ['serviceType', 'from'] });
  const { errors } = form.formState;
  const field = { form, idPrefix };
  const serviceTypeField = form.register('serviceType', {
    // The airport side follows the service type; the other side has to be chosen again.
    onChange: (event) => {
      const type = String(event.target.value);
      if (!isServiceType(type)) return;
      const endpoints = endpointsForServiceType(type);
      form.setValue('from', endpoints.from);
      form.setValue('to', endpoints.to);
    },
  });

  return (
    <div className="space-y-6">
      <Group legend="Traveller">
        <TextInput {...field} name="firstName" label="First name" />
        <TextInput {...field} name="lastName" label="Last name" />
        <TextInput {...field} name="email" label="Email" type="email" />
        <TextInput {...field} name="phone" label="Phone" type="tel" />
        <TextField
          id={`${idPrefix}-passengers`}
          label="Passengers"
          error={errors.passengers?.message}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register('passengers', { valueAsNumber: true })}
        />
        <TextField
          id={`${idPrefix}-childSeats`}
          label="Child Seats"
          error={errors.childSeats?.message}
          type="number"
          inputMode="numeric"
          min={0}
          max={CHILD_SEATS_MAX}
          step={1}
          {...form.register('childSeats', { valueAsNumber: true })}
        />
      </Group>

      <Group legend="Trip">
        <SelectField
          id={`${idPrefix}-serviceType`}
          label="Service type"
          error={errors.serviceType?.message}
          {...serviceTypeField}
        >
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {SERVICE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <RouteSelect
          form={form}
          idPrefix={idPrefix}
          side="from"
          label="From"
          placeholder="Select pickup location"
          options={pickupOptions(serviceType)}
        />
        <RouteSelect
          form={form}
          idPrefix={idPrefix}
          side="to"
          label="To"
          placeholder="Select destination"
          options={destinationOptions(serviceType, from)}
        />
        <TextInput {...field} name="hotelName" label="Hotel" />
        <TextInput {...field} name="flightAirline" label="Airline" />
        <TextInput {...field} name="flightNumber" label="Flight number" />
        <TextInput {...field} name="specialInstructions" label="Special instructions" multiline />
      </Group>

      <Group legend="Dispatch">
        <TextInput {...field} name="driverName" label="Driver name" />
        <TextInput {...field} name="driverCompany" label="Driver company" />
        <CheckboxField
          id={`${idPrefix}-driverOrdered`}
          label="Driver ordered"
          className="sm:col-span-2"
          {...form.register('driverOrdered')}
        />
        <TextInput {...field} name="adminNotes" label="Admin notes" multiline />
      </Group>
    </div>
  );
}
