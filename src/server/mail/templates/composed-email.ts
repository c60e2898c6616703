/**
 * An e-mail put together from parts in the shared look (layout.ts): paragraphs, a table of details, one
 * button and paragraphs after it, each written once for the text part and once for the HTML part. The
 * dispatch e-mails (to a provider's desk and to the traveller) are written this way.
 */
import type { RenderedEmail } from './booking-emails';
import {
  button,
  type DetailRow,
  detailsTable,
  detailsText,
  type Footer,
  htmlLayout,
  paragraph,
  textLayout,
} from './layout';

interface EmailParts {
  lines: string[];
  rows?: DetailRow[];
  action?: { label: string; href: string };
  after?: string[];
}

export function composeEmail(
  title: string,
  subject: string,
  parts: EmailParts,
  footer: Footer & { bookingId: string },
): RenderedEmail {
  const after = parts.after ?? [];
  const textParts = [
    ...parts.lines,
    ...(parts.rows ? [detailsText(parts.rows)] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.href}`] : []),
    ...after,
  ];
  const htmlParts = [
    ...parts.lines.map(paragraph),
    ...(parts.rows ? [detailsTable(parts.rows)] : []),
    ...(parts.action ? [button(parts.action.label, parts.action.href)] : []),
    ...after.map(paragraph),
  ];
  return {
    subject,
    text: textLayout(title, textParts.join('\n\n'), footer),
    html: htmlLayout(title, htmlParts.join('\n'), footer),
  };
}
