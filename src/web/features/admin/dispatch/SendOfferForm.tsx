import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { CANCUN_TIME_LABEL } from '../../../../domain/cancun-time';
import { DISPATCH_TEXTS } from '../../../../domain/dispatch';
import { type BookingDispatch, type SendOffer, sendOfferSchema } from '../../../../domain/schemas/dispatch';
import { FormField, SelectField, TextAreaField, TextField } from '../../../components/form/FormField';
import { fieldClass } from '../../../components/form/fieldStyles';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { wholeDollars } from '../../../components/form/wholeDollars';
import { ActionButton } from '../../../components/kit/ActionButton';

type SendOfferFormProps = {
  idPrefix: string;
  providers: BookingDispatch['providers'];
  /** The default Respond By, as the input holds it (yyyy-MM-ddTHH:mm, Cancun time). */
  defaultRespondBy: string;
  busy: boolean;
  onSend: (offer: SendOffer) => void;
  onCancel: () => void;
};

/**
 * 'Dispatch to Provider''s form: an active provider, what it is paid (its cost for the route,
 * filled in when it is chosen and editable), a note, and until when it may answer, in Cancun time.
 */
export function SendOfferForm({
  idPrefix,
  providers,
  defaultRespondBy,
  busy,
  onSend,
  onCancel,
}: SendOfferFormProps) {
  const form = useForm<SendOffer>({
    resolver: zodResolver(sendOfferSchema),
    // No provider chosen yet, so no cost: the operator picks who is paid what, never a default.
    defaultValues: { providerId: '', note: '', respondBy: defaultRespondBy },
  });
  // Opened by 'Dispatch to Provider': the first choice takes the focus.
  useEffect(() => {
    form.setFocus('providerId');
  }, [form]);
  const { errors, isSubmitted } = form.formState;
  const providerField = form.register('providerId', {
    onChange: (event: { target: { value: string } }) => {
      const cost = providers.find((provider) => provider.id === event.target.value)?.costDollars;
      // A provider without a cost for this route leaves the amount to the operator.
      if (cost === null || cost === undefined) form.resetField('costDollars');
      else form.setValue('costDollars', cost, { shouldValidate: isSubmitted });
    },
  });
  const id = (name: string) => `${idPrefix}-offer-${name}`;
  return (
    <form
      noValidate
      aria-label={DISPATCH_TEXTS.dispatch}
      onSubmit={form.handleSubmit(onSend)}
      className="space-y-3"
    >
      {/* Each field at least wide enough for its value ('11/28/2026, 09:00 AM', a long company name). */}
      <div className="grid gap-3 [grid-template-columns:repeat(auto-fit,minmax(min(100%,17rem),1fr))]">
        <SelectField
          id={id('provider')}
          label="Provider"
          error={errors.providerId?.message}
          {...providerField}
        >
          <option value="">Choose a provider</option>
          {providers.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.companyName}
            </option>
          ))}
        </SelectField>
        <FormField
          id={id('cost')}
          label="Provider Cost"
          hint="Whole US dollars"
          error={errors.costDollars?.message}
        >
          {(control) => (
            <input
              type="text"
              inputMode="numeric"
              {...form.register('costDollars', { setValueAs: wholeDollars })}
              {...control}
              className={`${fieldClass(Boolean(errors.costDollars))} max-w-40`}
            />
          )}
        </FormField>
        <TextField
          id={id('respond-by')}
          label="Respond By"
          type="datetime-local"
          hint={CANCUN_TIME_LABEL}
          error={errors.respondBy?.message}
          {...form.register('respondBy')}
        />
      </div>
      <TextAreaField
        id={id('note')}
        label="Note to Provider"
        rows={2}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton disabled={busy}>{busy ? 'Sending...' : DISPATCH_TEXTS.sendOffer}</SubmitButton>
        <ActionButton onClick={onCancel} disabled={busy}>
          Cancel
        </ActionButton>
      </div>
    </form>
  );
}
