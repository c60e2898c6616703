import { stringify } from 'csv-stringify/sync';

/**
 * The operator's CSV downloads (docs/decisions/013-manifest-and-csv.md): RFC 4180 text as Excel, Numbers,
 * LibreOffice and Google Sheets read it. Comma-separated, CRLF line ends, a header row, every cell quoted
 * (quotes doubled inside), and UTF-8 with a byte order mark, without which Excel reads 'López' as
 * 'LÃ³pez'. Every cell is quoted, empty ones and numbers too: a spreadsheet set to another
 * separator (';' in much of Europe and Latin America) splits an unquoted `x;=HYPERLINK(...)` in two and
 * runs the second half as a formula, but reads a quoted cell whole.
 */

/** A cell as the CSV writers hand it over: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

const UTF8_BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, so a traveller could type
 * '=HYPERLINK(...)' into a booking and have it run on the operator's computer (OWASP, CSV injection).
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** A plain decimal number, a negative one included ('-12.50'): a spreadsheet reads it as a number, not a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A leading single quote makes such a cell plain text; anything else is left exactly as typed. */
export function neutraliseCell(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value;
  return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}

function stringifyRows(rows: readonly (readonly CsvCell[])[]): string {
  const cells = rows.map((row) =>
    row.map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : (cell ?? ''))),
  );
  return stringify(cells, { record_delimiter: 'windows', quoted: true, quoted_empty: true });
}

/** The start of a file: the byte order mark and the header row. */
export function csvHeader(columns: readonly string[]): string {
  return UTF8_BOM + stringifyRows([columns]);
}

/** Rows that follow a header, each ending in CRLF; several calls may be joined to stream a long file. */
export function csvRows(rows: readonly (readonly CsvCell[])[]): string {
  return rows.length === 0 ? '' : stringifyRows(rows);
}

/** A whole file in one string, for the short ones (a day's manifest). */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvHeader(columns) + csvRows(rows);
}
