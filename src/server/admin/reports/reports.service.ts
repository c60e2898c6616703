/** The Reports page (issue 19): the figures of a range of Cancun days, as JSON or as a CSV file. */
import type { LocationName } from '../../../domain/locations';
import { reportCsv, reportCsvFilename } from '../../../domain/report-csv';
import {
  buildReport,
  defaultReportRange,
  type ReportCell,
  reportDayStart,
  reportDays,
  reportRangeBounds,
  reportRangeProblem,
} from '../../../domain/reports';
import type { ReportAnswer, ReportQuery } from '../../../domain/schemas/reports';
import type { ServiceType } from '../../../domain/service-types';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { monthlyRatings } from '../../feedback';
import { countRides, sumMoney } from './reports.queries';

export interface ReportsDeps {
  db: Database;
  now: () => Date;
}

type Keyed = { day: number; service_type: string; from_location: string; to_location: string };

const keyOf = (row: Keyed) => `${row.day}\n${row.service_type}\n${row.from_location}\n${row.to_location}`;

/** The range asked for, each end defaulting to the current month's; 400 for a range that cannot be. */
function rangeOf(deps: ReportsDeps, query: ReportQuery): { from: string; to: string } {
  const fallback = defaultReportRange(deps.now());
  const range = { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
  const problem = reportRangeProblem(range.from, range.to);
  if (problem) throw new AppError('bad-request', problem);
  return range;
}

export async function getReport(deps: ReportsDeps, query: ReportQuery): Promise<ReportAnswer> {
  const { from, to } = rangeOf(deps, query);
  const dates = reportDays(from, to);
  const days = { starts: dates.map((date) => reportDayStart(date)), end: reportRangeBounds(from, to).end };
  const [money, rides, ratings] = await Promise.all([
    sumMoney(deps.db, days),
    countRides(deps.db, days),
    monthlyRatings(deps.db, reportRangeBounds(from, to)),
  ]);
  const cells = new Map<string, ReportCell>();
  const cellFor = (row: Keyed) => {
    const key = keyOf(row);
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        date: dates[Number(row.day) - 1] ?? '',
        serviceType: row.service_type as ServiceType,
        from: row.from_location as LocationName,
        to: row.to_location as LocationName,
        bookings: 0,
        rides: 0,
        revenueCents: 0,
        refundsCents: 0,
      };
      cells.set(key, cell);
    }
    return cell;
  };
  for (const row of money) {
    const cell = cellFor(row);
    cell.bookings += Number(row.bookings);
    cell.revenueCents += Number(row.revenue_cents);
    cell.refundsCents += Number(row.refunds_cents);
  }
  for (const row of rides) cellFor(row).rides += Number(row.rides);
  return { ...buildReport(from, to, [...cells.values()]), ratings };
}

/** The same figures as a file: a row per day, the totals last. */
export async function getReportCsv(deps: ReportsDeps, query: ReportQuery) {
  const report = await getReport(deps, query);
  return { filename: reportCsvFilename(report.from, report.to), content: reportCsv(report) };
}
