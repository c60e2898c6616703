/**
 * Writes a receipt as a one-page PDF with pdf-lib (pure JavaScript: nothing to install on the server),
 * in the look of all our PDFs (branded-pdf.ts).
 */
import type { PDFFont } from 'pdf-lib';
import { BRAND_NAME } from '../../domain/brand';
import { INTERMEDIARY_NOTICE, type ReceiptFacts, receiptRows } from '../../domain/receipt';
import { OCEAN, A4 as PAGE, printable, SLATE, startBrandedPdf } from './branded-pdf';

const MARGIN = 56;

/** Splits text into lines that fit `width` at `size`; a word longer than a line is cut where it must be. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    // A single word wider than the line (a long e-mail address) is cut into pieces that fit.
    while (font.widthOfTextAtSize(word, size) > width) {
      let cut = word.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > width) cut -= 1;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderReceiptPdf(facts: ReceiptFacts, createdAt: Date): Promise<Uint8Array> {
  const { pdf, regular, bold } = await startBrandedPdf(`Receipt ${facts.bookingId}`, createdAt);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const text = (value: string, x: number, y: number, size: number, font = regular, color = SLATE) =>
    page.drawText(printable(font, value), { x, y, size, font, color });

  let y = PAGE.height - MARGIN;
  text(BRAND_NAME, MARGIN, y, 20, bold, OCEAN);
  y -= 30;
  text('Receipt', MARGIN, y, 16, bold);
  y -= 12;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 1,
    color: OCEAN,
  });
  y -= 26;
  const valueX = MARGIN + 170;
  for (const [label, value] of receiptRows(facts)) {
    text(label, MARGIN, y, 11, bold);
    // A long value (an e-mail address of 254 characters) wraps under itself rather than off the page.
    const lines = wrap(regular, printable(regular, value), 11, PAGE.width - MARGIN - valueX);
    for (const [index, line] of lines.entries()) {
      text(line, valueX, y - index * 14, 11);
    }
    y -= 20 + (lines.length - 1) * 14;
  }
  y -= 16;
  for (const line of wrap(regular, printable(regular, INTERMEDIARY_NOTICE), 10, PAGE.width - 2 * MARGIN)) {
    text(line, MARGIN, y, 10);
    y -= 14;
  }
  y -= 10;
  text(`Questions about this booking: ${facts.supportEmail}`, MARGIN, y, 10);
  return pdf.save({ useObjectStreams: false });
}
