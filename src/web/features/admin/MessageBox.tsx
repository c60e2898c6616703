import { type FormEvent, useState } from 'react';
import { ADMIN_ACTION_MESSAGES } from '../../../domain/messages';
import {
  ADMIN_EMAIL_TYPES,
  type AdminEmailType,
  adminMessageSchema,
} from '../../../domain/schemas/admin-message';
import { errorMessage } from '../../api/fetchJson';
import { fieldClass } from '../booking/fieldStyles';
import { useSendMessage } from './useAdminBookings';

const TEMPLATE_LABELS: Record<AdminEmailType | '', string> = {
  '': 'Plain message',
  cancellation: 'Cancellation',
  refund: 'Refund',
};

type Feedback = { kind: 'sent' } | { kind: 'error'; message: string } | null;

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
      onError: (error) =>
        setFeedback({ kind: 'error', message: errorMessage(error, ADMIN_ACTION_MESSAGES.messageSendFailed) }),
    });
  };

  const invalid = feedback?.kind === 'error';
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Message to the customer of booking ${bookingId}`}
      className="space-y-2"
    >
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Message to customer
      </label>
      <textarea
        id={id}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={feedback ? `${id}-feedback` : undefined}
        className={fieldClass(invalid)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-type`} className="text-sm font-semibold text-slate-800">
          Template
        </label>
        <select
          id={`${id}-type`}
          value={emailType}
          onChange={(event) => setEmailType(event.target.value as AdminEmailType | '')}
          className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-slate-900"
        >
          {(['', ...ADMIN_EMAIL_TYPES] as const).map((type) => (
            <option key={type} value={type}>
              {TEMPLATE_LABELS[type]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={send.isPending}
          className="rounded-md bg-sand-700 px-4 py-2 font-semibold text-white hover:bg-sand-800 disabled:cursor-wait disabled:opacity-80"
        >
          {send.isPending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
      <div id={`${id}-feedback`}>
        {feedback?.kind === 'sent' ? (
          <p role="status" className="text-sm font-semibold text-success-700">
            Message sent
          </p>
        ) : null}
        {feedback?.kind === 'error' ? (
          <p role="alert" className="text-sm font-semibold text-error-700">
            {feedback.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
