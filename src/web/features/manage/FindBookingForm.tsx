import { type FormEvent, useId, useState } from 'react';
import { MANAGE_TEXTS } from '../../../domain/manage-booking';
import { LOOKUP_MESSAGES } from '../../../domain/messages';
import { type LookupInput, lookupSchema } from '../../../domain/schemas/lookup';
import { TextField } from '../../components/form/FormField';
import { FormError } from '../../components/form/FormMessages';
import { SubmitButton } from '../../components/form/SubmitButton';

/** Without a link's token or a lookup in this tab: the e-mail and last name the booking was made with. */
export function FindBookingForm({
  error,
  busy,
  onSubmit,
}: {
  error: string | null;
  busy: boolean;
  onSubmit: (input: LookupInput) => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [lastName, setLastName] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = lookupSchema.safeParse({ email, lastName });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? LOOKUP_MESSAGES.bothRequired);
      return;
    }
    setFormError(null);
    onSubmit(parsed.data);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Find your booking"
      className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-base">Enter the e-mail and last name you booked with.</p>
      <FormError message={formError ?? error} />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        id={`${id}-lastName`}
        label="Last Name"
        autoComplete="family-name"
        value={lastName}
        onChange={(event) => setLastName(event.target.value)}
      />
      <SubmitButton disabled={busy}>{MANAGE_TEXTS.findMyBooking}</SubmitButton>
    </form>
  );
}
