import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The hero's booking card around the booking form the page gives it. */
export function QuickBookingCard({ children }: { children: ReactNode }) {
  return (
    <div
      id="book"
      // Focus target of the 'Book Now' buttons further down the page. Their link to #book, followed by the
      // browser itself before the script has run, lands at the page's very top as the script's scroll does
      // (a scroll margin taller than the card's distance from the top).
      tabIndex={-1}
      className="scroll-mt-[100vh] rounded-2xl bg-white p-5 text-slate-900 shadow-2xl shadow-ocean-950/30 ring-1 ring-ocean-900/5 sm:p-7 [--focus-ring:var(--color-ocean-600)]"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 pb-4">
        <h2 className="text-xl font-bold text-ocean-900">Where are you heading?</h2>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full whitespace-nowrap bg-success-50 px-2.5 py-1 text-xs font-semibold text-success-800">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Fixed price
        </span>
      </div>
      <div className="mt-5">{children}</div>
      <p className="mt-4 text-xs leading-relaxed text-slate-600">
        Pay securely by card once your details are in. Cancel at least 30 days before travel for a 95% refund.
      </p>
    </div>
  );
}
