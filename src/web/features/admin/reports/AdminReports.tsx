import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { routeText } from '../../../../domain/booking-text';
import { CANCUN_TIME_LABEL } from '../../../../domain/cancun-time';
import { isCalendarDate } from '../../../../domain/manifest-day';
import { REPORT_MESSAGES } from '../../../../domain/messages';
import {
  defaultReportRange,
  REPORT_FIGURE_LABELS,
  reportFigureTexts,
  reportRangeProblem,
} from '../../../../domain/reports';
import { SERVICE_TYPE_SHORT_LABELS } from '../../../../domain/service-types';
import { errorMessage } from '../../../api/fetchJson';
import { FormField } from '../../../components/form/FormField';
import { DailyChart } from './DailyChart';
import { FiguresTable } from './FiguresTable';
import { RatingsTable } from './RatingsTable';
import { reportCsvUrl } from './reportsApi';
import { useReport } from './useReport';

const actionClass =
  'inline-flex items-center gap-2 rounded-md px-4 py-2 font-semibold border border-ocean-700 text-ocean-800 bg-white hover:bg-ocean-50';
const dateInputClass = 'block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900';

/**
 * The Reports page (issue 19): the figures of a range of Cancun days (this month unless the address names
 * another: ?from=&to=, so a reload or a shared link shows the same range), with a chart of each day's
 * money, per route and per service type, and the same figures as a CSV file.
 */
export function AdminReports() {
  const [params, setParams] = useSearchParams();
  const fallback = defaultReportRange(new Date());
  const asked = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const range = reportRangeProblem(asked.from, asked.to) === null ? asked : fallback;
  // The inputs may hold a date being typed; only a whole range that can be reported changes the figures.
  const [typed, setTyped] = useState(range);
  const problem = reportRangeProblem(typed.from, typed.to);
  const fromId = useId();
  const toId = useId();
  const report = useReport(range);
  const data = report.data?.from === range.from && report.data.to === range.to ? report.data : undefined;

  const choose = (side: 'from' | 'to', value: string) => {
    const next = { ...typed, [side]: value };
    setTyped(next);
    if (isCalendarDate(value) && reportRangeProblem(next.from, next.to) === null)
      setParams(next, { replace: true });
  };

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl">Reports</h1>
      <p className="mt-1 text-lg text-slate-700">
        {`Bookings, rides and money per day, route and service type; days in ${CANCUN_TIME_LABEL}`}
      </p>

      <div className="mt-6 flex flex-wrap items-end gap-4">
        <FormField id={fromId} label="From" labelClassName="block font-semibold text-slate-900">
          {(control) => (
            <input
              type="date"
              value={typed.from}
              onChange={(event) => choose('from', event.target.value)}
              {...control}
              className={dateInputClass}
            />
          )}
        </FormField>
        <FormField id={toId} label="To" labelClassName="block font-semibold text-slate-900">
          {(control) => (
            <input
              type="date"
              value={typed.to}
              onChange={(event) => choose('to', event.target.value)}
              {...control}
              className={dateInputClass}
            />
          )}
        </FormField>
        <a href={reportCsvUrl(range)} download className={actionClass}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
      </div>
      {problem && isCalendarDate(typed.from) && isCalendarDate(typed.to) ? (
        <p role="alert" className="mt-2 font-semibold text-error-800">
          {problem}
        </p>
      ) : null}

      {report.isError ? (
        <div
          role="alert"
          className="mt-6 rounded-md border border-error-600 bg-error-50 px-4 py-3 font-semibold text-error-800"
        >
          {errorMessage(report.error, REPORT_MESSAGES.fetchFailed)}
        </div>
      ) : null}

      <div className="mt-6" aria-busy={report.isFetching}>
        {!data && !report.isError ? (
          <p className="py-10 text-center text-slate-700">{REPORT_MESSAGES.loading}</p>
        ) : null}
        {data ? (
          <div className="space-y-8">
            <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {REPORT_FIGURE_LABELS.map((label) => (
                <div key={label} className="rounded-lg border border-slate-300 bg-white px-4 py-3">
                  <dt className="text-sm font-semibold text-slate-700">{label}</dt>
                  <dd className="mt-1 text-2xl font-bold tabular-nums text-ocean-900">
                    {reportFigureTexts(data.totals)[label]}
                  </dd>
                </div>
              ))}
            </dl>
            <DailyChart days={data.days} />
            <div className="grid gap-8">
              <FiguresTable
                caption="Per route"
                firstColumn="Route"
                rows={data.byRoute.map((row) => ({
                  ...row,
                  key: routeText(row.from, row.to),
                  label: routeText(row.from, row.to),
                }))}
              />
              <FiguresTable
                caption="Per service type"
                firstColumn="Service type"
                rows={data.byServiceType.map((row) => ({
                  ...row,
                  key: row.serviceType,
                  label: SERVICE_TYPE_SHORT_LABELS[row.serviceType],
                }))}
              />
            </div>
            {data.ratings.length > 0 ? <RatingsTable ratings={data.ratings} /> : null}
            <FiguresTable
              caption="Daily figures"
              firstColumn="Date"
              rows={data.days.map((day) => ({ ...day, key: day.date, label: day.date }))}
              totals={data.totals}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
