import type { ReactNode } from 'react';
import { BackToHomeLink } from '../components/layout/BackToHomeLink';
import { PageTitle } from '../components/PageMeta';

/**
 * /admin's screen (SPEC section 2), the same in the single-page app (AdminLoginPage, reached by a link in
 * the app) and on the light page loaded as a document (AdminLoginApp, docs/decisions/039), which hands it
 * the form as an island.
 */
export function AdminLoginScreen({ form }: { form: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <PageTitle title="Admin Login" />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">Admin Login</h1>
        <p className="mt-2 text-slate-700">Sign in to manage transportation bookings.</p>
        <div className="mt-6">{form}</div>
      </div>
      <BackToHomeLink tone="link" />
    </section>
  );
}
