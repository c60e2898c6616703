import { ArrowRight, ShieldCheck } from 'lucide-react';
import { APP_ROUTES } from '../../../domain/routes';
import { Link } from '../../navigation/NavigationContext';
import { MONEY_BACK_GUARANTEE_ID } from '../legal/legalIds';

/** The green 30-day money-back guarantee banner, linking to its section of the terms. */
export function GuaranteeBanner() {
  return (
    <div className="mt-12 flex flex-col gap-5 rounded-2xl border border-success-100 bg-success-50 p-6 sm:flex-row sm:items-center sm:p-8">
      <span className="grid size-14 shrink-0 place-items-center rounded-full bg-success-700 text-white">
        <ShieldCheck aria-hidden="true" className="size-7" />
      </span>
      <div className="flex-1">
        <h3 className="text-xl font-bold text-success-800">30-Day Money-Back Guarantee</h3>
        <p className="mt-1 leading-relaxed text-slate-700">
          Plans change. Cancel at least 30 days before your transfer and we refund 95% of what you paid (the
          other 5% is the card processing fee). If we ever cannot provide a short-notice ride, you get every
          cent back within 24 hours.
        </p>
      </div>
      <Link
        to={`${APP_ROUTES.terms}#${MONEY_BACK_GUARANTEE_ID}`}
        className="inline-flex shrink-0 items-center gap-2 self-start rounded-lg bg-success-700 px-4 py-2.5 font-semibold text-white hover:bg-success-800 sm:self-center"
      >
        Read the guarantee
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
