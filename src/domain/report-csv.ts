import { type CsvCell, toCsv } from './csv';
import { REPORT_FIGURE_LABELS, type Report, type ReportFigures } from './reports';

/**
 * The Reports page's download, apart from reports.ts because the CSV writer is for the server
 * only (the page links to the file and never builds it).
 */

/** Dollars with two decimals and no symbol or grouping, so a spreadsheet reads the cell as a number. */
function csvDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The report as CSV: a row per day of the range, then the totals row. */
export function reportCsv(report: Report): string {
  const row = (date: string, figures: ReportFigures): CsvCell[] => [
    date,
    figures.bookings,
    figures.rides,
    csvDollars(figures.revenueCents),
    csvDollars(figures.refundsCents),
    csvDollars(figures.netCents),
    csvDollars(figures.providerCostCents),
    csvDollars(figures.marginCents),
  ];
  return toCsv(
    ['Date', ...REPORT_FIGURE_LABELS],
    [...report.days.map((day) => row(day.date, day)), row('Total', report.totals)],
  );
}

/** The download's name: report-2026-11-01-to-2026-11-24.csv. */
export function reportCsvFilename(from: string, to: string): string {
  return `report-${from}-to-${to}.csv`;
}
