/** E-mails that are not about a booking: the password reset link and the contact form's message. */
import { BRAND_NAME } from '../../../domain/brand';
import type { RenderedEmail } from './booking-emails';
import { button, detailsTable, detailsText, htmlLayout, paragraph, textLayout } from './layout';

export function passwordResetEmail(ctx: { resetUrl: string; supportEmail: string }): RenderedEmail {
  const title = 'Reset your password';
  const lines = [
    `Someone asked to reset the password of your ${BRAND_NAME} admin account.`,
    'The link works once, for one hour. If it was not you, ignore this e-mail: your password stays as it is.',
  ];
  const footer = { supportEmail: ctx.supportEmail };
  return {
    subject: `${BRAND_NAME}: reset your password`,
    text: textLayout(title, [...lines, `Reset your password: ${ctx.resetUrl}`].join('\n\n'), footer),
    html: htmlLayout(
      title,
      [...lines.map(paragraph), button('Reset your password', ctx.resetUrl)].join('\n'),
      footer,
    ),
  };
}

/** The contact form's message, to the support inbox; replying answers the sender (reply-to). */
export function contactMessageEmail(ctx: {
  name: string;
  email: string;
  message: string;
  supportEmail: string;
}): RenderedEmail {
  const title = 'New message from the website';
  const rows = [
    ['From', ctx.name],
    ['E-mail', ctx.email],
  ] as const;
  const footer = { supportEmail: ctx.supportEmail };
  return {
    subject: `Website message from ${ctx.name}`,
    text: textLayout(title, `${detailsText(rows)}\n\n${ctx.message}`, footer),
    html: htmlLayout(title, `${detailsTable(rows)}\n${paragraph(ctx.message)}`, footer),
  };
}
