import { type FormEvent, useState } from 'react';
import { formatCancunShortDateTime } from '../../../../domain/cancun-time';
import { OUTSIDE_WINDOW_TEXT } from '../../../../domain/message-replies';
import { type PhoneMessages, phoneReplySchema } from '../../../../domain/schemas/phone-messages';
import { errorMessage } from '../../../api/fetchJson';
import { TextAreaField } from '../../../components/form/FormField';
import { Alert } from '../../../components/kit/Alert';
import { BusyButton } from '../../../components/kit/BusyButton';
import { QueryDisclosure } from '../../../components/kit/QueryDisclosure';
import { usePhoneMessages, usePhoneReply } from './usePhoneMessages';

const CHANNEL_WORDS = { whatsapp: 'WhatsApp', sms: 'SMS' } as const;

function MessageList({ messages }: { messages: PhoneMessages['messages'] }) {
  if (messages.length === 0) return <p className="text-sm text-slate-600">No messages yet.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {messages.map((message) => (
        <li key={message.id} className={message.direction === 'in' ? 'font-semibold' : ''}>
          <span className="text-slate-600">
            {formatCancunShortDateTime(message.at)} · {CHANNEL_WORDS[message.channel]} ·{' '}
            {message.direction === 'in' ? 'Traveller' : (message.sentBy ?? 'Sent')} · {message.status}
          </span>
          <p className="whitespace-pre-line">{message.body}</p>
        </li>
      ))}
    </ul>
  );
}

function ReplyForm({
  bookingId,
  idPrefix,
  insideWindow,
}: {
  bookingId: string;
  idPrefix: string;
  insideWindow: boolean;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reply = usePhoneReply(bookingId);
  const id = `${idPrefix}-phone-reply`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = phoneReplySchema.safeParse({ text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    reply.mutate(parsed.data.text, {
      onSuccess: () => setText(''),
      onError: (error) => setProblem(errorMessage(error, 'The reply could not be sent')),
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Reply to the traveller of booking ${bookingId}`}
      className="space-y-1"
    >
      {insideWindow ? null : <p className="text-sm text-slate-600">{OUTSIDE_WINDOW_TEXT}</p>}
      <TextAreaField
        id={id}
        label="Reply"
        invalid={problem !== null}
        describedBy={problem ? `${id}-problem` : undefined}
        labelClassName="block text-sm font-semibold text-slate-800"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {problem ? (
        <Alert id={`${id}-problem`} inline>
          {problem}
        </Alert>
      ) : null}
      <BusyButton type="submit" busy={reply.isPending} busyText="Sending...">
        Reply
      </BusyButton>
    </form>
  );
}

/**
 * The card's 'Messages' disclosure, closed at first like 'Dispatch' and 'History': the booking's
 * messaging state ('Messages off', 'Messages on', …), its WhatsApp and SMS messages, and 'Reply'.
 */
export function PhoneMessagesSection({ bookingId, idPrefix }: { bookingId: string; idPrefix: string }) {
  return (
    <QueryDisclosure summary="Messages" useQuery={usePhoneMessages} queryId={bookingId} className="pt-1">
      {(data) => (
        <div className="space-y-2">
          <p className="text-sm font-semibold">{data.stateText}</p>
          <MessageList messages={data.messages} />
          {data.state === 'on' ? (
            <ReplyForm bookingId={bookingId} idPrefix={idPrefix} insideWindow={data.insideWindow} />
          ) : null}
        </div>
      )}
    </QueryDisclosure>
  );
}
