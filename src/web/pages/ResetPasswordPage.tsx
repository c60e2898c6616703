import { LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { RESET_PASSWORD_MESSAGES } from '../../domain/messages';
import { APP_ROUTES } from '../../domain/routes';
import { FormError } from '../components/form/FormMessages';
import { pageTitle } from '../components/pageTitle';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';
import { useResetLink } from '../features/auth/useResetLink';

/**
 * /reset-password (SPEC section 2): the link of the reset e-mail lands here with its tokens in the hash;
 * 'Validating reset link...', then the new-password form or why the link cannot be used.
 */
export function ResetPasswordPage() {
  const state = useResetLink();

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <title>{pageTitle('Reset Password')}</title>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">Reset Password</h1>
        <div className="mt-6">
          {state.status === 'checking' ? (
            <p role="status" className="flex items-center gap-2 text-slate-700">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              Validating reset link...
            </p>
          ) : state.status === 'valid' ? (
            <ResetPasswordForm link={state.link} />
          ) : (
            <div className="space-y-4">
              <FormError
                message={
                  state.status === 'invalid'
                    ? RESET_PASSWORD_MESSAGES.invalidLink
                    : RESET_PASSWORD_MESSAGES.invalidOrExpiredLink
                }
              />
              <Link
                to={APP_ROUTES.adminLogin}
                className="inline-block font-semibold text-ocean-800 hover:underline"
              >
                Back to Admin Login
              </Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
