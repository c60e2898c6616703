import { routeText } from '../../../../domain/booking-text';
import { REPORT_DAY_NOTE, REPORT_FIGURE_LABELS, reportFigureTexts } from '../../../../domain/reports';
import type { ReportAnswer } from '../../../../domain/schemas/reports';
import { SERVICE_TYPE_SHORT_LABELS } from '../../../../domain/service-type-short-labels';
import { surfaceClass } from '../../../components/kit/surface';
import { DailyChart } from './DailyChart';
import { FiguresTable } from './FiguresTable';
import { RatingsTable } from './RatingsTable';

/** One range's report: the totals, the chart of each day's money, the tables per route, type and day. */
export function ReportFigures({ report }: { report: ReportAnswer }) {
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {REPORT_FIGURE_LABELS.map((label) => (
            <div key={label} className={`${surfaceClass} px-4 py-3`}>
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums text-ocean-900">
                {reportFigureTexts(report.totals)[label]}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-700">{REPORT_DAY_NOTE}</p>
      </div>
      <DailyChart days={report.days} />
      <div className="grid gap-8">
        <FiguresTable
          caption="Per route"
          firstColumn="Route"
          rows={report.byRoute.map((row) => ({
            ...row,
            key: routeText(row.from, row.to),
            label: routeText(row.from, row.to),
          }))}
        />
        <FiguresTable
          caption="Per service type"
          firstColumn="Service type"
          rows={report.byServiceType.map((row) => ({
            ...row,
            key: row.serviceType,
            label: SERVICE_TYPE_SHORT_LABELS[row.serviceType],
          }))}
        />
      </div>
      {report.ratings.length > 0 ? <RatingsTable ratings={report.ratings} /> : null}
      <FiguresTable
        caption="Daily figures"
        firstColumn="Date"
        rows={report.days.map((day) => ({ ...day, key: day.date, label: day.date }))}
        totals={report.totals}
      />
    </div>
  );
}
