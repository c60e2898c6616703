import { REPORT_FIGURE_LABELS, type ReportFigures, reportFigureTexts } from '../../../../domain/reports';

const headClass = 'px-3 py-2 text-left font-semibold text-ocean-900';
const numberHeadClass = 'px-3 py-2 text-right font-semibold text-ocean-900';
const cellClass = 'px-3 py-2 text-right tabular-nums text-slate-900';

type Row = ReportFigures & { key: string; label: string };

/** Rows of the five figures under a first column that names them (a route, a service type, a day). */
export function FiguresTable({
  caption,
  firstColumn,
  rows,
  totals,
}: {
  caption: string;
  firstColumn: string;
  rows: Row[];
  totals?: ReportFigures;
}) {
  const line = (label: string, figures: ReportFigures, rowClass: string, key: string) => {
    const texts = reportFigureTexts(figures);
    return (
      <tr key={key} className={rowClass}>
        <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap text-slate-900">
          {label}
        </th>
        {REPORT_FIGURE_LABELS.map((figure) => (
          <td key={figure} className={cellClass}>
            {texts[figure]}
          </td>
        ))}
      </tr>
    );
  };
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="px-3 py-2 text-left text-lg font-semibold text-ocean-900">{caption}</caption>
        <thead className="bg-ocean-50">
          <tr className="border-b border-slate-300">
            <th scope="col" className={headClass}>
              {firstColumn}
            </th>
            {REPORT_FIGURE_LABELS.map((figure) => (
              <th key={figure} scope="col" className={numberHeadClass}>
                {figure}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => line(row.label, row, 'border-b border-slate-200 last:border-b-0', row.key))}
        </tbody>
        {totals ? (
          <tfoot className="border-t-2 border-slate-300 font-semibold">
            {line('Total', totals, '', 'total')}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
