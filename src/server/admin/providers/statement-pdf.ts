/**
 * A provider's statement as a PDF a provider can file, with pdf-lib as the receipts are: our
 * name, the provider, the month, a row per ride (date, booking, route, outcome, cost) and the total. Rows
 * run on to further A4 pages as needed.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { BRAND_NAME } from '../../../domain/brand';
import { cancunToday } from '../../../domain/cancun-time';
import { formatUsdCents } from '../../../domain/money';
import { STATEMENT_COLUMNS, STATEMENT_OUTCOME_WORDS } from '../../../domain/provider-statement';
import type { Statement } from '../../../domain/schemas/provider-statement';
import { OCEAN, A4 as PAGE, printable, SLATE, startBrandedPdf } from '../../receipts';

const MARGIN = 48;
const ROW_HEIGHT = 16;
/** Where each column starts; the cost is right-aligned to the margin. */
const COLUMN_X = [MARGIN, MARGIN + 72, MARGIN + 152, MARGIN + 370];

export async function renderStatementPdf(statement: Statement, createdAt: Date): Promise<Uint8Array> {
  const title = `Statement ${statement.provider.name} ${statement.month}`;
  const { pdf, regular, bold } = await startBrandedPdf(title, createdAt);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const text = (value: string, x: number, size: number, font: PDFFont = regular, color = SLATE) =>
    page.drawText(printable(font, value), { x, y, size, font, color });
  const right = (value: string, size: number, font: PDFFont = regular) => {
    const shown = printable(font, value);
    page.drawText(shown, {
      x: PAGE.width - MARGIN - font.widthOfTextAtSize(shown, size),
      y,
      size,
      font,
      color: SLATE,
    });
  };
  const rule = () =>
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 1,
      color: OCEAN,
    });
  const header = () => {
    STATEMENT_COLUMNS.slice(0, 4).forEach((column, index) => {
      text(column, COLUMN_X[index] ?? MARGIN, 10, bold);
    });
    right(STATEMENT_COLUMNS[4], 10, bold);
    y -= 8;
    rule();
    y -= ROW_HEIGHT;
  };

  text(BRAND_NAME, MARGIN, 20, bold, OCEAN);
  y -= 30;
  text('Provider Statement', MARGIN, 16, bold);
  y -= 22;
  text(`Provider: ${statement.provider.name}`, MARGIN, 11);
  y -= 16;
  text(`Month: ${statement.month}`, MARGIN, 11);
  y -= 28;
  header();
  if (statement.rows.length === 0) {
    text('No completed or no-show rides this month.', MARGIN, 10);
    y -= ROW_HEIGHT;
  }
  for (const row of statement.rows) {
    if (y < MARGIN + ROW_HEIGHT * 2) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
      header();
    }
    const cells = [
      cancunToday(new Date(row.rideAt)),
      row.bookingId,
      row.routeLabel,
      STATEMENT_OUTCOME_WORDS[row.outcome],
    ];
    cells.forEach((cell, index) => {
      text(cell, COLUMN_X[index] ?? MARGIN, 10);
    });
    right(formatUsdCents(row.costCents), 10);
    y -= ROW_HEIGHT;
  }
  y += ROW_HEIGHT - 6;
  rule();
  y -= ROW_HEIGHT;
  text('Total', MARGIN, 11, bold);
  right(formatUsdCents(statement.totalCents), 11, bold);
  return pdf.save({ useObjectStreams: false });
}
