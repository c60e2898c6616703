import { type ReportAnswer, reportSchema } from '../../../../domain/schemas/reports';
import { fetchJson } from '../../../api/fetchJson';

/** The report's call and its download's address (a plain link: the browser saves the file itself). */

export function fetchReport(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<ReportAnswer> {
  return fetchJson(`/api/admin/reports?${new URLSearchParams(range)}`, { schema: reportSchema, signal });
}

export function reportCsvUrl(range: { from: string; to: string }): string {
  return `/api/admin/reports.csv?${new URLSearchParams(range)}`;
}
