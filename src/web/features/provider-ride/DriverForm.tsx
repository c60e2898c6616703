import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DriverDetailsForm } from '../../../domain/schemas/dispatch';
import { TextField } from '../../components/form/FormField';
import { FormError } from '../../components/form/FormMessages';
import { SubmitButton } from '../../components/form/SubmitButton';
import { lazyResolver } from './lazyChecks';

type DriverFormProps = {
  idPrefix: string;
  /** The form's name for screen readers. */
  label: string;
  submitLabel: string;
  /** The details given before, when correcting them. */
  initial?: DriverDetailsForm | undefined;
  busy: boolean;
  error: string | null;
  onSubmit: (driver: DriverDetailsForm) => void;
  /** Beside the submit button (a 'Cancel'). */
  children?: ReactNode;
};

/** The driver's check, with the API's own schema, fetched at the first send. */
const checkDriver = lazyResolver<DriverDetailsForm>((checks) => checks.driverResolver);

const EMPTY: DriverDetailsForm = { driverName: '', driverPhone: '', vehicle: '', plateNumber: '' };

/**
 * Who drives the ride, as the traveller is told: 'Accept Ride' asks it, and it is corrected the same way
 * until the traveller is on board. Checked with the API's own schema, fetched at the first send.
 */
export function DriverForm({
  idPrefix,
  label,
  submitLabel,
  initial,
  busy,
  error,
  onSubmit,
  children,
}: DriverFormProps) {
  const form = useForm<DriverDetailsForm>({
    resolver: checkDriver,
    defaultValues: initial ?? EMPTY,
  });
  const { errors } = form.formState;
  // The provider's own browser would offer the dispatcher's name and number: these are the driver's.
  const field = { autoComplete: 'off' };
  return (
    <form noValidate aria-label={label} onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <FormError message={error} />
      <TextField
        id={`${idPrefix}-name`}
        label="Driver Name"
        {...field}
        error={errors.driverName?.message}
        {...form.register('driverName')}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label="Driver Phone"
        type="tel"
        {...field}
        error={errors.driverPhone?.message}
        {...form.register('driverPhone')}
      />
      <TextField
        id={`${idPrefix}-vehicle`}
        label="Vehicle"
        hint="Make, model and colour"
        {...field}
        error={errors.vehicle?.message}
        {...form.register('vehicle')}
      />
      <TextField
        id={`${idPrefix}-plate`}
        label="Plate Number"
        {...field}
        error={errors.plateNumber?.message}
        {...form.register('plateNumber')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton disabled={busy}>{busy ? 'Saving...' : submitLabel}</SubmitButton>
        {children}
      </div>
    </form>
  );
}
