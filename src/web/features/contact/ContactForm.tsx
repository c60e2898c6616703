import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { CONTACT_SUCCESS_MS } from '../../../domain/constants';
import { contactFormProblem } from '../../../domain/contact-check';
import { TextAreaField, TextField } from '../../components/form/FormField';
import { labelOnDarkClass } from '../../components/form/fieldStyles';
import { useTypedBeforeHydration } from '../../components/form/useTypedBeforeHydration';
import { useUniqueId } from '../../components/uniqueId';
import { type ContactRequest, sendContactMessage } from './sendContactMessage';

type Status = 'idle' | 'sending' | 'success' | 'error';

const EMPTY: ContactRequest = { name: '', email: '', message: '', website: '' };

/**
 * The footer's contact form (SPEC sections 2, 4, 5 and 8): idle, sending ('Sending...', button disabled),
 * success (a thank-you in place of the form for 5 seconds, then the empty form again) and error (a red
 * message). Plain React and the domain's zod-free check: it is on the home page too, within its budget.
 */
export function ContactForm() {
  const id = useUniqueId();
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => setValues((current) => ({ ...current, ...typed })));

  useEffect(() => {
    if (status !== 'success') return;
    // The button that was pressed is gone; the thank-you takes its focus, so it is read out.
    thanksRef.current?.focus();
    const timer = setTimeout(() => setStatus('idle'), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  /** What the input of a field carries: its id and name, its value, and the update of that value. */
  const bind = (field: keyof ContactRequest) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const problem = contactFormProblem(values);
    if (problem) {
      setError(problem);
      setStatus('error');
      return;
    }
    setStatus('sending');
    const outcome = await sendContactMessage(values);
    if (outcome.sent) {
      setValues(EMPTY);
      setStatus('success');
    } else {
      // What was typed stays, so trying again is one click.
      setError(outcome.error);
      setStatus('error');
    }
  }

  if (status === 'success') {
    return (
      <p
        ref={thanksRef}
        role="status"
        tabIndex={-1}
        className="mt-5 rounded-lg bg-success-50 px-4 py-3 text-sm font-semibold text-success-800"
      >
        Thank you for your message! We'll get back to you soon.
      </p>
    );
  }

  const sending = status === 'sending';
  const website = bind('website');

  return (
    // method="post": sent before the script has taken over (the form is prerendered), the message goes in
    // a body, never in the address.
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Contact us"
      className="mt-5 space-y-4"
    >
      <TextField {...bind('name')} label="Name" labelClassName={labelOnDarkClass} autoComplete="name" />
      <TextField
        {...bind('email')}
        label="Email"
        labelClassName={labelOnDarkClass}
        type="email"
        autoComplete="email"
      />
      <TextAreaField {...bind('message')} label="Message" labelClassName={labelOnDarkClass} rows={4} />
      {/* The honeypot: off screen and hidden from screen readers, out of the tab order and never
          autofilled, so only a bot fills it. Not type=hidden or display:none, which bots skip. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={website.id}>Website</label>
        <input {...website} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {status === 'error' && (
        <p role="alert" className="rounded-md bg-error-50 px-3 py-2 text-sm font-semibold text-error-800">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        className="rounded-lg bg-sand-300 px-5 py-2.5 font-semibold text-ocean-950 shadow-sm hover:bg-sand-200 disabled:cursor-wait disabled:opacity-75"
      >
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
