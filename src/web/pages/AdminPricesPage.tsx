import { pageTitle } from '../components/pageTitle';
import { AdminPrices } from '../features/admin/prices/AdminPrices';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/prices: only for a signed-in admin, like the dashboard. */
export function AdminPricesPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle('Prices')}</title>
      <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl">Prices</h1>
        <div className="mt-6">
          <AdminPrices />
        </div>
      </section>
    </RequireAdmin>
  );
}
