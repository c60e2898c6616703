import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import type { Provider, ProviderForm as ProviderFormOutput } from '../../../../domain/schemas/dispatch';
import { errorMessage } from '../../../api/fetchJson';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { TextField } from '../../../components/form/FormField';
import { FormError } from '../../../components/form/FormMessages';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { ActionButton } from '../../../components/kit/ActionButton';
import { useUniqueId } from '../../../components/uniqueId';
import { CostFields } from './CostFields';
import {
  emptyProviderValues,
  type ProviderFormValues,
  providerFormValuesSchema,
  providerValues,
} from './providerFormValues';
import { addProvider, PROVIDERS_KEY, saveProvider } from './providersApi';

type ProviderFormProps = {
  /** The provider being edited; null for a new one. The caller remounts the form when this changes. */
  editing: Provider | null;
  onSaved: (notice: string) => void;
  onCancel: () => void;
};

/**
 * 'Add Provider' / 'Save Provider': the company, where offers are e-mailed, a phone, what the
 * provider is paid per route in whole dollars, and whether rides may be offered to it. Checked with the
 * API's own schema; the server records every change with who and when.
 */
export function ProviderForm({ editing, onSaved, onCancel }: ProviderFormProps) {
  const id = useUniqueId();
  const client = useQueryClient();
  const form = useForm<ProviderFormValues, unknown, ProviderFormOutput>({
    resolver: zodResolver(providerFormValuesSchema),
    defaultValues: editing ? providerValues(editing) : emptyProviderValues(),
  });
  const save = useMutation({
    mutationFn: (values: ProviderFormOutput) =>
      editing ? saveProvider(editing.id, values) : addProvider(values),
    onSuccess: (answer) => {
      client.setQueryData(PROVIDERS_KEY, answer);
      // The page starts a new form for the next provider (AdminProviders' key).
      onSaved(editing ? 'Provider saved.' : 'Provider added.');
    },
  });
  // Chosen with 'Edit' in the list above: the form takes the focus, so typing goes where the eye went.
  useEffect(() => {
    if (editing) form.setFocus('companyName');
  }, [editing, form]);
  const { errors } = form.formState;
  const action = editing ? 'Save Provider' : 'Add Provider';
  return (
    <form
      noValidate
      aria-label={editing ? `Edit ${editing.companyName}` : 'New provider'}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="space-y-5"
    >
      <FormError
        message={save.isError ? errorMessage(save.error, GENERIC_MESSAGES.unexpectedTryAgain) : null}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id={`${id}-company`}
          label="Company Name"
          autoComplete="organization"
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <TextField
          id={`${id}-email`}
          label="Dispatch Email"
          type="email"
          autoComplete="off"
          error={errors.dispatchEmail?.message}
          {...form.register('dispatchEmail')}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone"
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <CostFields idPrefix={id} register={form.register} errors={errors.costs} />
      <CheckboxField
        id={`${id}-active`}
        label="Active"
        hint="Only active providers can be offered rides."
        {...form.register('active')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton disabled={save.isPending}>{save.isPending ? 'Saving...' : action}</SubmitButton>
        {editing ? <ActionButton onClick={onCancel}>Cancel</ActionButton> : null}
      </div>
    </form>
  );
}
