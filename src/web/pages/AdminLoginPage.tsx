import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { APP_ROUTES } from '../../domain/routes';
import { pageTitle } from '../components/pageTitle';
import { LoginForm } from '../features/auth/LoginForm';
import { useAdminSession } from '../features/auth/useAdminSession';

/** /admin (SPEC section 2): the admin sign-in; an admin already signed in goes to the dashboard. */
export function AdminLoginPage() {
  const { isChecking, isAdmin } = useAdminSession();
  if (!isChecking && isAdmin) return <Navigate to={APP_ROUTES.adminDashboard} replace />;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <title>{pageTitle('Admin Login')}</title>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">Admin Login</h1>
        <p className="mt-2 text-slate-700">Sign in to manage transportation bookings.</p>
        <div className="mt-6">
          <LoginForm />
        </div>
      </div>
      <Link
        to={APP_ROUTES.home}
        className="mt-6 inline-flex items-center gap-2 font-semibold text-ocean-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
    </section>
  );
}
