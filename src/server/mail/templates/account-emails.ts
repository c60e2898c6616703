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

/** Sent whenever an account's password is set (a reset, the CLI, ADMIN_PASSWORD, an invitation). */
export function passwordChangedEmail(ctx: { loginUrl: string; supportEmail: string }): RenderedEmail {
  const title = 'Your password was changed';
  const lines = [
    `The password of your ${BRAND_NAME} admin account was just changed, and every session of the account was signed out.`,
    `If it was not you, ask for a new password at once with 'Forgot Password' on the sign-in page and tell ${ctx.supportEmail}.`,
  ];
  const footer = { supportEmail: ctx.supportEmail };
  return {
    subject: `${BRAND_NAME}: your password was changed`,
    text: textLayout(title, [...lines, `Sign in: ${ctx.loginUrl}`].join('\n\n'), footer),
    html: htmlLayout(title, [...lines.map(paragraph), button('Sign in', ctx.loginUrl)].join('\n'), footer),
  };
}

/** Two-factor sign-in was set up again (a new phone), and the account's other sessions ended. */
export function twoFactorChangedEmail(ctx: { loginUrl: string; supportEmail: string }): RenderedEmail {
  const title = 'Two-factor sign-in was set up again';
  const lines = [
    `Two-factor sign-in of your ${BRAND_NAME} admin account was just set up again with a new authenticator app, and every other session of the account was signed out. Your earlier recovery codes no longer work.`,
    `If it was not you, change your password at once with 'Forgot Password' on the sign-in page and tell ${ctx.supportEmail}.`,
  ];
  const footer = { supportEmail: ctx.supportEmail };
  return {
    subject: `${BRAND_NAME}: two-factor sign-in was set up again`,
    text: textLayout(title, [...lines, `Sign in: ${ctx.loginUrl}`].join('\n\n'), footer),
    html: htmlLayout(title, [...lines.map(paragraph), button('Sign in', ctx.loginUrl)].join('\n'), footer),
  };
}

/** An admin added this account; the link sets its first password (a reset link of a longer life). */
export function accountInvitationEmail(ctx: {
  setPasswordUrl: string;
  role: string;
  invitedBy: string;
  supportEmail: string;
}): RenderedEmail {
  const title = `You are invited to ${BRAND_NAME}`;
  const lines = [
    `${ctx.invitedBy} added you to ${BRAND_NAME} as ${ctx.role === 'admin' ? 'an admin' : 'staff'}.`,
    "Choose your password with the link below. It works once, for 72 hours; after that, ask for a new one with 'Forgot Password' on the sign-in page.",
  ];
  const footer = { supportEmail: ctx.supportEmail };
  return {
    subject: `${BRAND_NAME}: set your password`,
    text: textLayout(title, [...lines, `Set your password: ${ctx.setPasswordUrl}`].join('\n\n'), footer),
    html: htmlLayout(
      title,
      [...lines.map(paragraph), button('Set your password', ctx.setPasswordUrl)].join('\n'),
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
