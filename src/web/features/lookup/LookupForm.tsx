import { type FormEvent, useId, useRef, useState } from 'react';
import { LOOKUP_MESSAGES } from '../../../domain/messages';
import { type LookupInput, lookupSchema } from '../../../domain/schemas/lookup';
import { TextField } from '../../components/form/FormField';
import { FormError } from '../../components/form/FormMessages';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useTypedBeforeHydration } from '../../components/form/useTypedBeforeHydration';

type LookupFormProps = {
  initial: { email: string; lastName: string };
  /** A failed lookup's message, shown in the same red box as the form's own. */
  lookupError: string | null;
  onSubmit: (input: LookupInput) => void;
};

/** E-mail and last name, both needed (SPEC section 5, Booking lookup). */
export function LookupForm({ initial, lookupError, onSubmit }: LookupFormProps) {
  const id = useId();
  const [email, setEmail] = useState(initial.email);
  const [lastName, setLastName] = useState(initial.lastName);
  const [formError, setFormError] = useState<string | null>(null);
  const message = formError ?? lookupError;
  // Prerendered: what was typed before the script took over is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => {
    if (typed.email) setEmail(typed.email);
    if (typed.lastName) setLastName(typed.lastName);
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = lookupSchema.safeParse({ email, lastName });
    if (!parsed.success) {
      // 'Please enter both email and last name', or what is wrong with one (a last name too long).
      setFormError(parsed.error.issues[0]?.message ?? LOOKUP_MESSAGES.bothRequired);
      return;
    }
    setFormError(null);
    onSubmit(parsed.data);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label="Find your booking"
      className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <FormError message={message} />
      <TextField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        id={`${id}-lastName`}
        label="Last Name"
        name="lastName"
        autoComplete="family-name"
        value={lastName}
        onChange={(event) => setLastName(event.target.value)}
      />
      <SubmitButton>Find My Booking</SubmitButton>
    </form>
  );
}
