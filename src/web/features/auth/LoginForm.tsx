import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FORGOT_PASSWORD_MESSAGES } from '../../../domain/messages';
import { APP_ROUTES } from '../../../domain/routes';
import { forgotPasswordSchema, type LoginInput, loginSchema } from '../../../domain/schemas/admin-login';
import { errorMessage } from '../../api/fetchJson';
import { TextField } from '../../components/form/FormField';
import { FormError, FormNotice } from '../../components/form/FormMessages';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TwoFactorEnrolment } from '../../components/two-factor/TwoFactorEnrolment';
import { requestPasswordReset, signIn, startSignInEnrolment, verifySignInEnrolment } from './authApi';
import { loginErrorMessage, loginFormMessage } from './authMessages';
import { CodeStep } from './CodeStep';
import { loadPage } from './loadPage';

// A full load, so the header's Admin menu asks the server again and appears.
const goToDashboard = () => loadPage(APP_ROUTES.adminDashboard);

/**
 * E-mail and password, 'Sign In', and 'Forgot Password' for the address typed (SPEC sections 2, 5, 8).
 * One message at a time, in the spec's words. With two-factor sign-in (issue 17) the password is followed
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

function PasswordStep({
  initialError,
  onSecondStep,
}: {
  initialError: string | null;
  onSecondStep: (step: 'code' | 'enrol') => void;
}) {
  const id = useId();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const [callError, setCallError] = useState<string | null>(initialError);
  const [resetSent, setResetSent] = useState(false);

  const login = useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => ('twoFactor' in answer ? onSecondStep(answer.twoFactor) : goToDashboard()),
    onError: (error) => setCallError(loginErrorMessage(error)),
  });
  const forgot = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => setResetSent(true),
    onError: (error) => setCallError(errorMessage(error, FORGOT_PASSWORD_MESSAGES.sendFailed)),
  });

  const startOver = () => {
    setCallError(null);
    setResetSent(false);
  };
  const submit = form.handleSubmit((input) => login.mutate(input));
  const askForReset = () => {
    startOver();
    form.clearErrors();
    const parsed = forgotPasswordSchema.safeParse({ email: form.getValues('email') });
    if (!parsed.success) {
      setCallError(parsed.error.issues[0]?.message ?? FORGOT_PASSWORD_MESSAGES.emailRequired);
      return;
    }
    forgot.mutate(parsed.data);
  };

  const { errors } = form.formState;
  const message =
    loginFormMessage({ email: errors.email?.message, password: errors.password?.message }) ?? callError;
  const busy = login.isPending || forgot.isPending;

  return (
    <form
      // The form is in the prerendered page: sent before the script has taken over, the browser posts it
      // (an error page) instead of putting the password in the address, history and logs.
      method="post"
      noValidate
      onSubmit={(event) => {
        startOver();
        void submit(event);
      }}
      aria-label="Admin login"
      className="space-y-4"
    >
      <FormError message={message} />
      {resetSent ? <FormNotice>{FORGOT_PASSWORD_MESSAGES.sent}</FormNotice> : null}
      <TextField
        id={`${id}-email`}
        label="Email"
        invalid={Boolean(errors.email)}
        type="email"
        autoComplete="username"
        {...form.register('email')}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        invalid={Boolean(errors.password)}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
      />
      <SubmitButton wide disabled={busy}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </SubmitButton>
      <button
        type="button"
        onClick={askForReset}
        disabled={busy}
        className="w-full rounded-md px-5 py-2 font-semibold text-ocean-800 underline-offset-4 hover:underline disabled:opacity-70"
      >
        {forgot.isPending ? 'Sending...' : 'Forgot Password'}
      </button>
    </form>
  );
}
