import { Download, LayoutDashboard, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CANCUN_TIME_LABEL, formatCancunDate } from '../../../../domain/cancun-time';
import { cancunDayBounds, defaultManifestDate, isCalendarDate } from '../../../../domain/manifest-day';
import { MANIFEST_MESSAGES } from '../../../../domain/messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { errorMessage } from '../../../api/fetchJson';
import { FormField } from '../../../components/form/FormField';
import { ManifestTable } from './ManifestTable';
import { manifestCsvUrl } from './manifestApi';
import { useManifest } from './useManifest';

const actionClass =
  'inline-flex items-center gap-2 rounded-md px-4 py-2 font-semibold border border-ocean-700 text-ocean-800 bg-white hover:bg-ocean-50';

/** Paper wants the whole width of the table: landscape, narrow margins, only while this page is shown. */
const PRINT_PAGE_RULE = '@page { size: landscape; margin: 10mm; }';

function ridesText(count: number): string {
  return `${count} ${count === 1 ? 'ride' : 'rides'}`;
}

/**
 * The daily manifest (issue 9): every ride of one Cancun day, tomorrow unless the address names another
 * (?date=, so a reload or a shared link shows the same day), to print or download for the drivers.
 */
export function AdminManifest() {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('date');
  const date = fromAddress && isCalendarDate(fromAddress) ? fromAddress : defaultManifestDate(new Date());
  // The input may hold a date being typed; only a whole, real date changes the day shown.
  const [typed, setTyped] = useState(date);
  const dateId = useId();
  const manifest = useManifest(date);
  const data = manifest.data?.date === date ? manifest.data : undefined;
  const dayName = formatCancunDate((cancunDayBounds(date) ?? { start: new Date() }).start);

  const chooseDate = (value: string) => {
    setTyped(value);
    if (isCalendarDate(value)) setParams({ date: value }, { replace: true });
  };

  return (
    <section
      data-print-sheet="manifest"
      className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8 print:max-w-none print:p-0"
    >
      <style>{PRINT_PAGE_RULE}</style>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl print:text-2xl">
            Daily Manifest
          </h1>
          <p className="mt-1 text-lg text-slate-700 print:hidden">
            {`Every ride of the day, arrivals and departures, in ${CANCUN_TIME_LABEL}`}
          </p>
        </div>
        <Link to={APP_ROUTES.adminDashboard} className={`${actionClass} print:hidden`}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Dashboard
        </Link>
      </div>

      <div className="mt-6 flex flex-wrap items-end gap-4 print:hidden">
        <FormField id={dateId} label="Date" labelClassName="block font-semibold text-slate-900">
          {(control) => (
            <input
              type="date"
              value={typed}
              onChange={(event) => chooseDate(event.target.value)}
              {...control}
              // Only as wide as a date: it sits in a row with the Print and Download buttons.
              className="block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
            />
          )}
        </FormField>
        <button type="button" onClick={() => window.print()} className={actionClass}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </button>
        <a href={manifestCsvUrl(date)} download className={actionClass}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
      </div>

      {manifest.isError ? (
        <div
          role="alert"
          className="mt-6 rounded-md border border-error-600 bg-error-50 px-4 py-3 font-semibold text-error-800"
        >
          {errorMessage(manifest.error, MANIFEST_MESSAGES.fetchFailed)}
        </div>
      ) : null}

      <div className="mt-6" aria-busy={manifest.isFetching}>
        <p aria-live="polite" className="font-semibold text-slate-900">
          {data ? `${dayName}: ${ridesText(data.rides.length)}` : ''}
        </p>
        {!data && !manifest.isError ? (
          <p className="py-10 text-center text-slate-700">{MANIFEST_MESSAGES.loading}</p>
        ) : null}
        {data && data.rides.length === 0 ? (
          <p className="py-10 text-center text-slate-700">{MANIFEST_MESSAGES.empty}</p>
        ) : null}
        {data && data.rides.length > 0 ? (
          <div className="mt-3">
            <ManifestTable rides={data.rides} caption={`Rides on ${dayName} (${CANCUN_TIME_LABEL})`} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
