/**
 * What every PDF of ours shares (a traveller's receipt, a provider's statement): A4 pages, our
 * name as author, our two colours, Helvetica, and fixed metadata dates so one document always gives the
 * same bytes (an e-mail retry sends what was stored).
 */
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { BRAND_NAME } from '../../domain/brand';

export const A4 = { width: 595.28, height: 841.89 }; // in points
export const OCEAN = rgb(0.05, 0.33, 0.4);
export const SLATE = rgb(0.2, 0.25, 0.3);

/** A new PDF titled `title`, made at `createdAt`, with the regular and bold Helvetica embedded. */
export async function startBrandedPdf(title: string, createdAt: Date) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(BRAND_NAME);
  pdf.setCreator(BRAND_NAME);
  pdf.setProducer(BRAND_NAME);
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { pdf, regular, bold };
}

/**
 * What Helvetica cannot print becomes '?'; the arrow of a route becomes '->'. The standard Helvetica covers
 * Western European text (WinAnsi): any other character a traveller typed (a name in another script) is
 * printed as '?' rather than failing the document.
 */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replaceAll('→', '->')]
    .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('');
}
