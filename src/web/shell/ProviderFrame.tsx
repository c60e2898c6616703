import type { ReactNode } from 'react';
import { PROVIDER_OPERATOR_NAME } from '../../domain/provider-texts';

/**
 * The provider's own frame around its ride page: the operator's name and how to reach its dispatch
 * (`contact`, in the header and the footer), nothing of the public site (no menu, prices, marketing or the
 * travellers' contact form), as the page is for the transport company and its driver (docs/decisions/058).
 * The single-page app's (ProviderLayout.tsx) and the light page's (ProviderRideApp.tsx).
 */
export function ProviderFrame({ contact, children }: { contact: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-ocean-900 text-white">
        <div className="mx-auto flex w-full max-w-2xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <p className="text-lg font-bold">{PROVIDER_OPERATOR_NAME}</p>
          {contact}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white text-sm text-slate-700">
        <div className="mx-auto w-full max-w-2xl space-y-1 px-4 py-4">
          <p>{`${PROVIDER_OPERATOR_NAME}: rides for transport providers.`}</p>
          {contact}
        </div>
      </footer>
    </div>
  );
}
