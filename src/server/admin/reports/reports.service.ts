/** The Reports page: the figures of a range of Cancun days, as JSON or as a CSV file. */
import type { LocationName } from '../../../domain/locations';
import { reportCsv, reportCsvFilename } from '../../../domain/report-csv';
import {
  buildReport,
  defaultReportRange,
  type ReportCell,
  reportDays,
  reportRangeBounds,
  reportRangeProblem,
} from '../../../domain/reports';
import type { ReportAnswer, ReportQuery } from '../../../domain/schemas/reports';
import type { ServiceType } from '../../../domain/service-types';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { monthlyRatings } from '../../feedback';
import { readReportSums } from './reports.queries';

export interface ReportsDeps {
  db: Database;
  now: () => Date;
}

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
  const [sums, ratings] = await Promise.all([
    readReportSums(deps.db, from, to),
    monthlyRatings(deps.db, reportRangeBounds(from, to)),
  ]);
  const cells: ReportCell[] = sums.map((row) => ({
    date: dates[Number(row.day) - 1] ?? '',
    serviceType: row.service_type as ServiceType,
    from: row.from_location as LocationName,
    to: row.to_location as LocationName,
    bookings: Number(row.bookings),
    rides: Number(row.rides),
    revenueCents: Number(row.revenue_cents),
    refundsCents: Number(row.refunds_cents),
    providerCostCents: Number(row.provider_cost_cents),
  }));
  return { ...buildReport(from, to, cells), ratings };
}

/** The same figures as a file: a row per day, the totals last. */
export async function getReportCsv(deps: ReportsDeps, query: ReportQuery) {
  const report = await getReport(deps, query);
  return { filename: reportCsvFilename(report.from, report.to), content: reportCsv(report) };
}
