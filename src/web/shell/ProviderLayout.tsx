import { useQuery } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { Outlet } from 'react-router';
import { PROVIDER_OPERATOR_NAME } from '../../domain/provider-texts';
import { providerContactSchema } from '../../domain/schemas/dispatch';
import { fetchJson } from '../api/fetchJson';
import { QueryProvider } from '../app/QueryProvider';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import { RouterNavigation } from '../navigation/RouterNavigation';

/** The operator's dispatch line (DISPATCH_PHONE, else the support e-mail), asked once per visit. */
function DispatchContact() {
  const contact = useQuery({
    queryKey: ['provider-contact'],
    queryFn: () => fetchJson('/api/provider/contact', { schema: providerContactSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const answer = contact.data?.contact;
  if (!answer) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2">
      <Phone aria-hidden="true" className="size-4" />
      <span>{answer.label}:</span>
      <a className="font-semibold underline" href={answer.href}>
        {answer.value}
      </a>
    </p>
  );
}

/**
 * The provider's own frame around its ride page: the operator's name and how to reach its dispatch,
 * nothing of the public site (no menu, prices, marketing or the travellers' contact form), as the page is
 * for the transport company and its driver (docs/decisions/058).
 */
export function ProviderLayout() {
  return (
    <RouterNavigation>
      <ScrollToTop />
      <QueryProvider>
        <div className="flex min-h-dvh flex-col bg-slate-50">
          <header className="border-b border-slate-200 bg-ocean-900 text-white">
            <div className="mx-auto flex w-full max-w-2xl flex-wrap items-center justify-between gap-2 px-4 py-3">
              <p className="text-lg font-bold">{PROVIDER_OPERATOR_NAME}</p>
              <DispatchContact />
            </div>
          </header>
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Outlet />
          </main>
          <footer className="border-t border-slate-200 bg-white text-sm text-slate-700">
            <div className="mx-auto w-full max-w-2xl space-y-1 px-4 py-4">
              <p>{`${PROVIDER_OPERATOR_NAME}: rides for transport providers.`}</p>
              <DispatchContact />
            </div>
          </footer>
        </div>
      </QueryProvider>
    </RouterNavigation>
  );
}
