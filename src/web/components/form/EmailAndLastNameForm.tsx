import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { LOOKUP_MESSAGES } from '../../../domain/messages';
import type { LookupInput } from '../../../domain/schemas/lookup';
import { useUniqueId } from '../uniqueId';
import { TextField } from './FormField';
import { FormError } from './FormMessages';
import { SubmitButton } from './SubmitButton';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

/** The module of the form's checks (zod and the lookup schema): fetched once, at the first need. */
const loadChecks = () => import('./lookupChecks');

type EmailAndLastNameFormProps = {
  /** What the fields start with (the search shown, after a failed lookup). */
  initial?: { email: string; lastName: string };
  /** A failed lookup's message, shown in the same red box as the form's own. */
  error: string | null;
  /** A lookup under way: the button waits. */
  busy?: boolean;
  /** A line above the fields. */
  intro?: ReactNode;
  onSubmit: (input: LookupInput) => void;
};

/**
 * E-mail and last name, both needed (SPEC section 5, Booking lookup): the form of Check My Booking and of
 * the manage page without a link. 'Find My Booking' sends what the lookup schema accepts; the first problem
 * otherwise ('Please enter both email and last name', or a last name too long) shows in the red box.
 */
export function EmailAndLastNameForm({
  initial,
  error,
  busy = false,
  intro,
  onSubmit,
}: EmailAndLastNameFormProps) {
  const id = useUniqueId();
  const [email, setEmail] = useState(initial?.email ?? '');
  const [lastName, setLastName] = useState(initial?.lastName ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  // Prerendered (Check My Booking): what was typed before the script took over is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => {
    if (typed.email) setEmail(typed.email);
    if (typed.lastName) setLastName(typed.lastName);
  });

  // The checks are fetched at the first send (docs/decisions/039); what is checked is what was typed when
  // it was sent.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = { email, lastName };
    // Checks that could not come (offline): as a lookup that could not be sent.
    const checks = await loadChecks().catch(() => null);
    if (!checks) {
      setFormError(LOOKUP_MESSAGES.verifyFailed);
      return;
    }
    const parsed = checks.lookupSchema.safeParse(typed);
    if (!parsed.success) {
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
      onSubmit={(event) => void submit(event)}
      // A traveller entering the form is about to send it: the checks start on their way.
      onFocus={() => void loadChecks()}
      aria-label="Find your booking"
      className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      {intro}
      <FormError message={formError ?? error} />
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
      <SubmitButton disabled={busy}>Find My Booking</SubmitButton>
    </form>
  );
}
