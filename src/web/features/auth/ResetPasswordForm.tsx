import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RESET_REDIRECT_MS } from '../../../domain/constants';
import { RESET_PASSWORD_MESSAGES } from '../../../domain/messages';
import { APP_ROUTES } from '../../../domain/routes';
import { type NewPasswordInput, newPasswordSchema } from '../../../domain/schemas/new-password';
import type { ResetLink } from '../../../domain/schemas/reset-password';
import { errorMessage } from '../../api/fetchJson';
import { TextField } from '../../components/form/FormField';
import { FormError, FormNotice } from '../../components/form/FormMessages';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useUniqueId } from '../../components/uniqueId';
import { resetPassword } from './authApi';
import { PasswordRules } from './PasswordRules';

/**
 * New Password and Confirm Password with the rules list (SPEC sections 2 and 5). Disabled while it is
 * sent and after success, then /admin after RESET_REDIRECT_MS.
 */
export function ResetPasswordForm({ link }: { link: ResetLink }) {
  const id = useUniqueId();
  const navigate = useNavigate();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const [callError, setCallError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (input: NewPasswordInput) => resetPassword(link, input.password),
    onError: (error) => setCallError(errorMessage(error, RESET_PASSWORD_MESSAGES.resetFailed)),
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(
      () => navigate(APP_ROUTES.adminLogin, { replace: true }),
      RESET_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const { errors } = form.formState;
  const message = errors.password?.message ?? errors.confirmPassword?.message ?? callError;
  const locked = reset.isPending || reset.isSuccess;
  const label = reset.isSuccess ? 'Password Reset!' : reset.isPending ? 'Processing...' : 'Reset Password';

  return (
    <form
      noValidate
      aria-label="Reset password"
      onSubmit={(event) => {
        setCallError(null);
        void form.handleSubmit((input) => reset.mutate(input))(event);
      }}
      className="space-y-4"
    >
      <FormError message={message} />
      {reset.isSuccess ? (
        <FormNotice>
          <p className="font-semibold">{RESET_PASSWORD_MESSAGES.success}</p>
          <p>{RESET_PASSWORD_MESSAGES.redirecting}</p>
        </FormNotice>
      ) : null}
      <fieldset disabled={locked} className="space-y-4">
        <TextField
          id={`${id}-password`}
          label="New Password"
          invalid={Boolean(errors.password)}
          describedBy={`${id}-rules`}
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
        />
        <PasswordRules id={`${id}-rules`} password={password} />
        <TextField
          id={`${id}-confirm`}
          label="Confirm Password"
          invalid={Boolean(errors.confirmPassword)}
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
        <SubmitButton wide>{label}</SubmitButton>
      </fieldset>
    </form>
  );
}
