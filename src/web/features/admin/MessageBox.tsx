import { type FormEvent, useState } from 'react';
import { ADMIN_ACTION_MESSAGES, httpErrorMessage } from '../../../domain/messages';
import {
  ADMIN_EMAIL_TYPES,
  type AdminEmailType,
  adminMessageSchema,
} from '../../../domain/schemas/admin-message';
import { ApiError, errorMessage } from '../../api/fetchJson';
import { TextAreaField } from '../../components/form/FormField';
import { InlineSelectField } from '../../components/form/InlineSelectField';
import { Alert } from '../../components/kit/Alert';
import { BusyButton } from '../../components/kit/BusyButton';
import { useSendMessage } from './useAdminBookings';

const TEMPLATE_LABELS: Record<AdminEmailType | '', string> = {
  '': 'Plain message',
  cancellation: 'Cancellation',
  refund: 'Refund',
};

type Feedback = { kind: 'sent' } | { kind: 'error'; message: string } | null;

/**
 * SPEC section 7: a failed message call shows the server's error when it sent one, else 'HTTP error!
 * status: {code}'; 'Failed to send message' (section 8) when nothing answered at all.
 */
function sendFailureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'invalid-response' && error.status >= 400)
    return httpErrorMessage(error.status);
  return errorMessage(error, ADMIN_ACTION_MESSAGES.messageSendFailed);
}

/** A message to the traveller, queued as an e-mail; the template wraps it for cancellations and refunds. */
export function MessageBox({ bookingId, idPrefix }: { bookingId: string; idPrefix: string }) {
  const [message, setMessage] = useState('');
  const [emailType, setEmailType] = useState<AdminEmailType | ''>('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const send = useSendMessage(bookingId);
  const id = `${idPrefix}-message`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminMessageSchema.safeParse({ message, ...(emailType ? { emailType } : {}) });
    if (!parsed.success) {
      setFeedback({
        kind: 'error',
        message: parsed.error.issues[0]?.message ?? ADMIN_ACTION_MESSAGES.messageRequired,
      });
      return;
    }
    setFeedback(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setMessage('');
        setFeedback({ kind: 'sent' });
      },
      onError: (error) => setFeedback({ kind: 'error', message: sendFailureText(error) }),
    });
  };

  const invalid = feedback?.kind === 'error';
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Message to the customer of booking ${bookingId}`}
      className="space-y-1"
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextAreaField
          id={id}
          label="Message to customer"
          invalid={invalid}
          describedBy={feedback ? `${id}-feedback` : undefined}
          className="min-w-[12rem] flex-1"
          labelClassName="block text-sm font-semibold text-slate-800"
          controlClassName="mt-0.5"
          rows={1}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-2">
          <InlineSelectField
            id={`${id}-type`}
            label="Template"
            value={emailType}
            onChange={(event) => setEmailType(event.target.value as AdminEmailType | '')}
          >
            {(['', ...ADMIN_EMAIL_TYPES] as const).map((type) => (
              <option key={type} value={type}>
                {TEMPLATE_LABELS[type]}
              </option>
            ))}
          </InlineSelectField>
          <BusyButton type="submit" busy={send.isPending} busyText="Sending..." tone="sand" compact>
            Send Message
          </BusyButton>
        </div>
      </div>
      <div id={`${id}-feedback`}>
        {feedback?.kind === 'sent' ? (
          <Alert kind="notice" inline>
            Message sent
          </Alert>
        ) : null}
        {feedback?.kind === 'error' ? <Alert inline>{feedback.message}</Alert> : null}
      </div>
    </form>
  );
}
