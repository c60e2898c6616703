import { LayoutDashboard, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CANCUN_TIME_LABEL, formatCancunDate } from '../../../../domain/cancun-time';
import { cancunDayBounds, defaultManifestDate, isCalendarDate } from '../../../../domain/manifest-day';
import { MANIFEST_MESSAGES } from '../../../../domain/messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { errorMessage } from '../../../api/fetchJson';
import { DateField } from '../../../components/form/DateField';
import { QueryState } from '../../../components/kit/QueryState';
import { ScreenHeader } from '../../../components/kit/ScreenHeader';
import { CsvDownloadLink, toolbarActionClass } from '../../../components/kit/toolbar';
import { ManifestTable } from './ManifestTable';
import { manifestCsvUrl } from './manifestApi';
import { useManifest } from './useManifest';

/** Paper wants the whole width of the table: landscape, narrow margins, only while this page is shown. */
const PRINT_PAGE_RULE = '@page { size: landscape; margin: 10mm; }';

function ridesText(count: number): string {
  return `${count} ${count === 1 ? 'ride' : 'rides'}`;
}

/**
 * The daily manifest: every ride of one Cancun day, tomorrow unless the address names another
 * (?date=, so a reload or a shared link shows the same day), to print or download for the drivers.
 */
export function AdminManifest() {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('date');
  const date = fromAddress && isCalendarDate(fromAddress) ? fromAddress : defaultManifestDate(new Date());
  // The input may hold a date being typed; only a whole, real date changes the day shown.
  const [typed, setTyped] = useState(date);
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
      <ScreenHeader
        title="Daily Manifest"
        intro={`Every ride of the day, arrivals and departures, in ${CANCUN_TIME_LABEL}`}
      >
        <Link to={APP_ROUTES.adminDashboard} className={`${toolbarActionClass} print:hidden`}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Dashboard
        </Link>
      </ScreenHeader>

      <div className="mt-6 flex flex-wrap items-end gap-4 print:hidden">
        <DateField label="Date" value={typed} onChange={chooseDate} />
        <button type="button" onClick={() => window.print()} className={toolbarActionClass}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </button>
        <CsvDownloadLink href={manifestCsvUrl(date)} />
      </div>

      <div className="mt-6 space-y-3">
        <p aria-live="polite" className="font-semibold text-slate-900">
          {data ? `${dayName}: ${ridesText(data.rides.length)}` : ''}
        </p>
        <QueryState
          query={manifest}
          answers={(answer) => answer.date === date}
          loadingText={MANIFEST_MESSAGES.loading}
          errorText={(error) => errorMessage(error, MANIFEST_MESSAGES.fetchFailed)}
          emptyText={MANIFEST_MESSAGES.empty}
          isEmpty={(answer) => answer.rides.length === 0}
          className="space-y-3"
        >
          {(answer) => (
            <ManifestTable rides={answer.rides} caption={`Rides on ${dayName} (${CANCUN_TIME_LABEL})`} />
          )}
        </QueryState>
      </div>
    </section>
  );
}
