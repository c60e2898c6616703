import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CANCUN_TIME_LABEL } from '../../../../domain/cancun-time';
import { isCalendarDate } from '../../../../domain/manifest-day';
import { REPORT_MESSAGES } from '../../../../domain/messages';
import { defaultReportRange, reportRangeProblem } from '../../../../domain/reports';
import { errorMessage } from '../../../api/fetchJson';
import { DateField } from '../../../components/form/DateField';
import { Alert } from '../../../components/kit/Alert';
import { QueryState } from '../../../components/kit/QueryState';
import { ScreenHeader } from '../../../components/kit/ScreenHeader';
import { CsvDownloadLink } from '../../../components/kit/toolbar';
import { ReportFigures } from './ReportFigures';
import { reportCsvUrl } from './reportsApi';
import { useReport } from './useReport';

/**
 * The Reports page: the figures of a range of Cancun days (this month unless the address names
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
  const report = useReport(range);

  const choose = (side: 'from' | 'to', value: string) => {
    const next = { ...typed, [side]: value };
    setTyped(next);
    if (isCalendarDate(value) && reportRangeProblem(next.from, next.to) === null)
      setParams(next, { replace: true });
  };

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <ScreenHeader
        title="Reports"
        intro={`Bookings, rides and money per day, route and service type; days in ${CANCUN_TIME_LABEL}`}
      />

      <div className="mt-6 flex flex-wrap items-end gap-4">
        <DateField label="From" value={typed.from} onChange={(value) => choose('from', value)} />
        <DateField label="To" value={typed.to} onChange={(value) => choose('to', value)} />
        <CsvDownloadLink href={reportCsvUrl(range)} />
      </div>
      {problem && isCalendarDate(typed.from) && isCalendarDate(typed.to) ? (
        <Alert inline className="mt-2">
          {problem}
        </Alert>
      ) : null}
      <QueryState
        query={report}
        answers={(data) => data.from === range.from && data.to === range.to}
        loadingText={REPORT_MESSAGES.loading}
        errorText={(error) => errorMessage(error, REPORT_MESSAGES.fetchFailed)}
        className="mt-6 space-y-6"
      >
        {(data) => <ReportFigures report={data} />}
      </QueryState>
    </section>
  );
}
