/**
 * The public module of server/mail/: what other server folders may import from it (decision 035).
 */
export { countBookingMails, lockMailAddresses } from './booking-mail-cap';
export {
  queueAdminMessage,
  queueBookingReceived,
  queueCancellation,
  queuePaymentReceived,
  queueRefund,
} from './booking-notifications';
export { createSmtpTransport } from './mail-transport';
export { startMailWorker } from './mail-worker';
export { queueEmail } from './outbox';
export { queueDepartureReminder, queueFeedbackRequest, queuePaymentReminder } from './reminder-notifications';
export {
  accountInvitationEmail,
  contactMessageEmail,
  passwordChangedEmail,
  passwordResetEmail,
  twoFactorChangedEmail,
} from './templates/account-emails';
export { type BookingEmailContext, type RenderedEmail, render } from './templates/booking-emails';
export { composeEmail } from './templates/composed-email';
export { driverDetailsEmail } from './templates/driver-emails';
export type { DetailRow } from './templates/layout';
export { arrivalMeetingPoint } from './templates/meeting-point';
export { type MailSettings, queueTravellerEmail } from './traveller-email';
