/**
 * The look shared by every e-mail: the site's teal header, a white card, the support address and the
 * booking id in the footer. HTML built from escaped values only; inline styles because mail clients
 * ignore style sheets.
 */
import { BRAND_NAME } from '../../../domain/brand';
import { escapeHtml } from '../../http/escape-html';

/** A paragraph of free text: escaped, line breaks kept. */
export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
}

export function button(label: string, href: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/** A row of links, each a small outlined button (the feedback request's 1 to 5 stars). */
export function linksHtml(links: readonly { label: string; href: string }[]): string {
  const cells = links
    .map(
      (link) =>
        `<a href="${escapeHtml(link.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:8px 12px;border:1px solid #0f766e;border-radius:8px;color:#0f766e;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a>`,
    )
    .join('');
  return `<p style="margin:16px 0">${cells}</p>`;
}

/** A titled list (the arrival kit): a small heading and bullets in HTML, dashes in the text part. */
export function titledListHtml(title: string, items: readonly string[]): string {
  const bullets = items.map((item) => `<li style="margin:0 0 8px">${escapeHtml(item)}</li>`).join('');
  return `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(title)}</h2><ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${bullets}</ul>`;
}

export function titledListText(title: string, items: readonly string[]): string {
  return [`${title}:`, ...items.map((item) => `- ${item}`)].join('\n');
}

export type DetailRow = readonly [label: string, value: string];

export function detailsTable(rows: readonly DetailRow[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#475569;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;color:#0f172a">${escapeHtml(value).replaceAll('\n', '<br>')}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:15px">${cells}</table>`;
}

export function detailsText(rows: readonly DetailRow[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

export interface Footer {
  supportEmail: string;
  bookingId?: string;
  /** Every e-mail about a booking links its manage page. */
  manageUrl?: string | undefined;
  /**
   * E-mails to a provider: the operator's dispatch line ('… dispatch: +52…') instead of the travellers'
   * support line.
   */
  dispatchLine?: string | undefined;
}

function contactHtml(footer: Footer): string {
  if (footer.dispatchLine) return `${escapeHtml(footer.dispatchLine)}.`;
  return `Questions? Write to <a href="mailto:${escapeHtml(footer.supportEmail)}" style="color:#0f766e">${escapeHtml(footer.supportEmail)}</a>.`;
}

function contactText(footer: Footer): string {
  return footer.dispatchLine ? `${footer.dispatchLine}.` : `Questions? Write to ${footer.supportEmail}.`;
}

/** The footer's line about the manage page. */
export const MANAGE_LINK_LABEL = 'Change or cancel your booking';

export function htmlLayout(title: string, body: string, footer: Footer): string {
  const reference = footer.bookingId
    ? `Booking ID: <strong>${escapeHtml(footer.bookingId)}</strong><br>`
    : '';
  const manage = footer.manageUrl
    ? `<a href="${escapeHtml(footer.manageUrl)}" style="color:#0f766e">${MANAGE_LINK_LABEL}</a><br>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<div style="background:#0f766e;color:#ffffff;padding:20px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:700">${escapeHtml(BRAND_NAME)}</div>
<div style="background:#ffffff;padding:24px;border-radius:0 0 12px 12px;font-size:15px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
</div>
<p style="color:#64748b;font-size:13px;line-height:1.6;padding:16px 8px">${reference}${manage}${contactHtml(footer)}</p>
</div></body></html>`;
}

export function textLayout(title: string, body: string, footer: Footer): string {
  const reference = footer.bookingId ? `Booking ID: ${footer.bookingId}\n` : '';
  const manage = footer.manageUrl ? `${MANAGE_LINK_LABEL}: ${footer.manageUrl}\n` : '';
  return `${BRAND_NAME}\n\n${title}\n\n${body}\n\n--\n${reference}${manage}${contactText(footer)}\n`;
}
