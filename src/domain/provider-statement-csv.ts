/**
 * A provider's statement as CSV, apart from provider-statement.ts because the CSV writer is for
 * the server only: a row per ride, then the total.
 */
import { cancunToday } from './cancun-time';
import { type CsvCell, toCsv } from './csv';
import { STATEMENT_COLUMNS, STATEMENT_OUTCOME_WORDS } from './provider-statement';
import type { Statement } from './schemas/provider-statement';

/** Dollars with two decimals and no symbol, so a spreadsheet reads the cell as a number. */
const csvDollars = (cents: number) => (cents / 100).toFixed(2);

export function statementCsv(statement: Statement): string {
  const rows: CsvCell[][] = statement.rows.map((row) => [
    cancunToday(new Date(row.rideAt)),
    row.bookingId,
    row.routeLabel,
    STATEMENT_OUTCOME_WORDS[row.outcome],
    csvDollars(row.costCents),
  ]);
  rows.push(['Total', null, null, null, csvDollars(statement.totalCents)]);
  return toCsv(STATEMENT_COLUMNS, rows);
}
