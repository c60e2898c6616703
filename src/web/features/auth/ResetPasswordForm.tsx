import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RESET_REDIRECT_MS } from '../../../domain/constants';
import { RESET_PASSWORD_MESSAGES } from '../../../domain/messages';
import { APP_ROUTES } from '../../../domain/routes';
import { type NewPasswordInput, newPasswordSchema } from '../../../domain/schemas/new-password';
import type { ResetLink } from '../../../domain/schemas/reset-password';
import { errorMessage } from '../../api/fetchJson';
import { fieldClass } from '../booking/fieldStyles';
import { resetPassword } from './authApi';
import { FormError, FormNotice, primaryButtonClass } from './FormMessages';
import { PasswordRules } from './PasswordRules';

/**
 * New Password and Confirm Password with the rules list (SPEC sections 2 and 5). Disabled while it is
 * sent and after success, then /admin after RESET_REDIRECT_MS.
 */
export function ResetPasswordForm({ link }: { link: ResetLink }) {
  const id = useId();
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
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-slate-800">
            New Password
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            aria-describedby={`${id}-rules`}
            aria-invalid={errors.password ? true : undefined}
            className={`mt-1 ${fieldClass(Boolean(errors.password))}`}
            {...form.register('password')}
          />
        </div>
        <PasswordRules id={`${id}-rules`} password={password} />
        <div>
          <label htmlFor={`${id}-confirm`} className="block text-sm font-semibold text-slate-800">
            Confirm Password
          </label>
          <input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.confirmPassword ? true : undefined}
            className={`mt-1 ${fieldClass(Boolean(errors.confirmPassword))}`}
            {...form.register('confirmPassword')}
          />
        </div>
        <button type="submit" className={primaryButtonClass}>
          {label}
        </button>
      </fieldset>
    </form>
  );
}
