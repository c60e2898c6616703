import { type FormEvent, useId, useState } from 'react';
import { LOOKUP_MESSAGES } from '../../../domain/messages';
import { type LookupInput, lookupSchema } from '../../../domain/schemas/lookup';
import { fieldClass } from '../booking/fieldStyles';

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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = lookupSchema.safeParse({ email, lastName });
    if (!parsed.success) {
      setFormError(LOOKUP_MESSAGES.bothRequired);
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
      {message ? (
        <div
          role="alert"
          className="rounded-md border border-error-600 bg-error-50 p-3 text-base text-error-800"
        >
          {message}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-800">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={`mt-1 ${fieldClass(false)}`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-lastName`} className="block text-sm font-semibold text-slate-800">
          Last Name
        </label>
        <input
          id={`${id}-lastName`}
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          className={`mt-1 ${fieldClass(false)}`}
        />
      </div>
      <button
        type="submit"
        className="rounded-md bg-ocean-700 px-5 py-2.5 font-semibold text-white hover:bg-ocean-800"
      >
        Find My Booking
      </button>
    </form>
  );
}
