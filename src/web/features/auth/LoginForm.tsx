import { useRef, useState } from 'react';
import { FORGOT_PASSWORD_MESSAGES } from '../../../domain/messages';
import { APP_ROUTES } from '../../../domain/routes';
import type { LoginInput } from '../../../domain/schemas/admin-login';
import { errorMessage } from '../../api/fetchJson';
import { TextField } from '../../components/form/FormField';
import { FormError, FormNotice } from '../../components/form/FormMessages';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useAction } from '../../components/form/useAction';
import { TwoFactorEnrolment } from '../../components/two-factor/TwoFactorEnrolment';
import { useUniqueId } from '../../components/uniqueId';
import { requestPasswordReset, signIn, startSignInEnrolment, verifySignInEnrolment } from './authApi';
import { loginErrorMessage, loginFormMessage } from './authMessages';
import { CodeStep } from './CodeStep';
import { loadPage } from './loadPage';

/**
 * The form's checks (zod and the domain's sign-in schemas): fetched once, at the first need (focus entering
 * the form, the first send), rather than with the page (docs/decisions/039).
 */
const loadChecks = () => import('./authSchemas');

// A full load, so the header's Admin menu asks the server again and appears.
const goToDashboard = () => loadPage(APP_ROUTES.adminDashboard);

/**
 * E-mail and password, 'Sign In', and 'Forgot Password' for the address typed (SPEC sections 2, 5, 8).
 * One message at a time, in the spec's words. With two-factor sign-in the password is followed
 * by the authentication code, or, when REQUIRE_ADMIN_2FA is on and the admin has none yet, by its set-up.
 */
export function LoginForm() {
  const [step, setStep] = useState<'password' | 'code' | 'enrol'>('password');
  const [expiredMessage, setExpiredMessage] = useState<string | null>(null);
  const backToPassword = (message: string) => {
    setExpiredMessage(message);
    setStep('password');
  };
  if (step === 'code') return <CodeStep onSignedIn={goToDashboard} onExpired={backToPassword} />;
  if (step === 'enrol')
    return (
      <div className="space-y-4">
        <p className="text-slate-700">
          Two-factor authentication is required for admins. Set it up to finish signing in.
        </p>
        <TwoFactorEnrolment
          start={startSignInEnrolment}
          verify={verifySignInEnrolment}
          afterCodes={
            <button
              type="button"
              onClick={goToDashboard}
              className="w-full rounded-md bg-ocean-700 px-5 py-2.5 font-semibold text-white hover:bg-ocean-800"
            >
              Continue to Dashboard
            </button>
          }
        />
      </div>
    );
  return <PasswordStep initialError={expiredMessage} onSecondStep={setStep} />;
}

type LoginFieldErrors = { email?: string; password?: string };

/** The typed e-mail and password, read from the form: text typed before the page's script ran included. */
function typedLogin(form: HTMLFormElement): { email: string; password: string } {
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : '';
  };
  return { email: value('email'), password: value('password') };
}

/**
 * The domain's sign-in rules on what was typed: the input to send, or each field's first message. Read
 * from the form at once, checked once the checks are in.
 */
async function checkLogin(typed: {
  email: string;
  password: string;
}): Promise<{ input: LoginInput | null; errors: LoginFieldErrors }> {
  const { loginSchema } = await loadChecks();
  const parsed = loginSchema.safeParse(typed);
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { input: null, errors };
}

function PasswordStep({
  initialError,
  onSecondStep,
}: {
  initialError: string | null;
  onSecondStep: (step: 'code' | 'enrol') => void;
}) {
  const id = useUniqueId();
  const formRef = useRef<HTMLFormElement>(null);
  // Checked on each send and, once sent, on each change (as a form library's re-validation would).
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [sent, setSent] = useState(false);
  const [callError, setCallError] = useState<string | null>(initialError);
  const [resetSent, setResetSent] = useState(false);

  const login = useAction(signIn, {
    onSuccess: (answer) => ('twoFactor' in answer ? onSecondStep(answer.twoFactor) : goToDashboard()),
    onError: (error) => setCallError(loginErrorMessage(error)),
  });
  const forgot = useAction(requestPasswordReset, {
    onSuccess: () => setResetSent(true),
    onError: (error) => setCallError(errorMessage(error, FORGOT_PASSWORD_MESSAGES.sendFailed)),
  });

  const startOver = () => {
    setCallError(null);
    setResetSent(false);
  };
  const askForReset = async () => {
    startOver();
    setErrors({});
    const email = formRef.current ? typedLogin(formRef.current).email : '';
    // Checks that could not come (offline): the request could not be sent either.
    const checks = await loadChecks().catch(() => null);
    if (!checks) {
      setCallError(FORGOT_PASSWORD_MESSAGES.sendFailed);
      return;
    }
    const parsed = checks.forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setCallError(parsed.error.issues[0]?.message ?? FORGOT_PASSWORD_MESSAGES.emailRequired);
      return;
    }
    forgot.run(parsed.data);
  };

  /** A field's id, its name (what typedLogin reads) and whether the checks refused it, from that name. */
  const field = (name: keyof LoginFieldErrors) => ({
    id: `${id}-${name}`,
    name,
    invalid: Boolean(errors[name]),
  });
  const message = loginFormMessage(errors) ?? callError;
  const busy = login.isPending || forgot.isPending;

  return (
    <form
      ref={formRef}
      // The form is in the prerendered page: sent before the script has taken over, the browser posts it
      // (an error page) instead of putting the password in the address, history and logs.
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        startOver();
        setSent(true);
        checkLogin(typedLogin(event.currentTarget)).then(
          ({ input, errors: found }) => {
            setErrors(found);
            if (input) login.run(input);
          },
          // Checks that could not come (offline): as a sign-in that could not be sent.
          (error: unknown) => setCallError(loginErrorMessage(error)),
        );
      }}
      onChange={(event) => {
        if (sent)
          checkLogin(typedLogin(event.currentTarget)).then(
            ({ errors: found }) => setErrors(found),
            // Offline: the send says so.
            () => {},
          );
      }}
      // An admin entering the form is about to send it: the checks start on their way.
      onFocus={() => void loadChecks()}
      aria-label="Admin login"
      className="space-y-4"
    >
      <FormError message={message} />
      {resetSent ? <FormNotice>{FORGOT_PASSWORD_MESSAGES.sent}</FormNotice> : null}
      <TextField {...field('email')} label="Email" type="email" autoComplete="username" />
      <TextField {...field('password')} label="Password" type="password" autoComplete="current-password" />
      <SubmitButton wide disabled={busy}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </SubmitButton>
      <button
        type="button"
        onClick={() => void askForReset()}
        disabled={busy}
        className="w-full rounded-md px-5 py-2 font-semibold text-ocean-800 underline-offset-4 hover:underline disabled:opacity-70"
      >
        {forgot.isPending ? 'Sending...' : 'Forgot Password'}
      </button>
    </form>
  );
}
