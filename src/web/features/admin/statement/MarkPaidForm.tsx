import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { STATEMENT_TEXTS } from '../../../../domain/provider-statement';
import { type MarkPaid, markPaidSchema, type Statement } from '../../../../domain/schemas/provider-statement';
import { ApiError, errorMessage } from '../../../api/fetchJson';
import { TextField } from '../../../components/form/FormField';
import { FormError } from '../../../components/form/FormMessages';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useUniqueId } from '../../../components/uniqueId';
import { markStatementPaid, statementKey } from './statementApi';

/**
 * 'Mark Paid': the payment's reference, checked with the API's own schema; the server records
 * when and by whom. Paid already (another tab, another admin): its 409 goes to the caller and the month is
 * read again, so the page says who paid it.
 */
export function MarkPaidForm({
  providerId,
  month,
  onAlreadyPaid,
}: {
  providerId: string;
  month: string;
  /** The server's words for a month paid meanwhile: this form then gives way to that payment. */
  onAlreadyPaid: (message: string) => void;
}) {
  const id = useUniqueId();
  const client = useQueryClient();
  const key = statementKey(providerId, month);
  const form = useForm<MarkPaid>({
    resolver: zodResolver(markPaidSchema),
    defaultValues: { month, reference: '' },
  });
  const save = useMutation({
    mutationFn: (values: MarkPaid) => markStatementPaid(providerId, values),
    onSuccess: (payment) => {
      client.setQueryData<Statement>(key, (current) => (current ? { ...current, payment } : current));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        onAlreadyPaid(errorMessage(error, GENERIC_MESSAGES.unexpectedTryAgain));
        void client.invalidateQueries({ queryKey: key });
      }
    },
  });
  return (
    <form
      noValidate
      aria-label={STATEMENT_TEXTS.markPaid}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="space-y-3"
    >
      <FormError
        message={save.isError ? errorMessage(save.error, GENERIC_MESSAGES.unexpectedTryAgain) : null}
      />
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id={`${id}-reference`}
          label={STATEMENT_TEXTS.paymentReference}
          autoComplete="off"
          error={form.formState.errors.reference?.message}
          className="min-w-64"
          {...form.register('reference')}
        />
        <SubmitButton disabled={save.isPending}>
          {save.isPending ? 'Saving...' : STATEMENT_TEXTS.markPaid}
        </SubmitButton>
      </div>
    </form>
  );
}
