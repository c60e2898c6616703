import { describe, expect, it } from 'vitest';
import { feedbackPath } from '../domain/routes';
import type { CustomerBooking } from '../domain/schemas/booking';
import { newSecretToken } from './auth/tokens';
import { rideOfferEmail } from './dispatch/dispatch-emails';
import { rideLinksWith } from './dispatch/ride-links';
import { newFeedbackToken } from './feedback/feedback-token';
import { accountInvitationEmail, passwordResetEmail } from './mail/templates/account-emails';
import { bookingReceivedEmail } from './mail/templates/booking-emails';
import { driverDetailsEmail } from './mail/templates/driver-emails';
import { feedbackRequestEmail } from './mail/templates/feedback-emails';
import { manageUrl } from './mail/traveller-email';
import { manageLinksWith } from './manage/manage-token';
import { holdsSecretLink, REDACTED, redactSecrets } from './secret-links';

const PUBLIC_URL = 'https://transfers.example.com';
const booking: CustomerBooking = {
  id: 'K7M2Q9XH4T',
  serviceType: 'arrival',
  from: 'Cancun Airport',
  to: 'Tulum',
  passengers: 5,
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana+trip@example.com',
  phone: '+52 998 123 4567',
  hotelName: 'Hotel Azul',
  reservationName: '',
  flightNumber: 'AM 123',
  flightAirline: 'Aeromexico',
  flightDateTime: '2026-12-01T19:30:00.000Z',
  hasBulkyLuggage: false,
  specialInstructions: '',
  childSeats: 0,
  totalPrice: 398,
  status: 'paid',
  pickupTimeCalc: null,
  pickupTime: null,
  driverName: null,
  driverCompany: null,
  driverPhone: null,
  driverVehicle: null,
  driverPlate: null,
  createdAt: '2026-11-21T15:00:00.000Z',
  signCode: null,
  terminal: null,
  meetingPoint: 'Outside the terminal, after you clear customs: your driver holds a sign with your name.',
  scheduledLandingAt: '2026-12-01T19:30:00.000Z',
  expectedLandingAt: null,
  landingSource: null,
  landingLearntAt: null,
  landed: false,
  freeWaitUntil: '2026-12-01T20:30:00.000Z',
};
const manageLinks = manageLinksWith('a manage-link secret of at least 32 characters');
const MANAGE_TOKEN = manageLinks.tokenFor(booking);
const mail = { publicUrl: PUBLIC_URL, supportEmail: 'help@example.com', wake: () => {}, manageLinks };
const ctx = {
  booking,
  publicUrl: PUBLIC_URL,
  supportEmail: 'help@example.com',
  manageUrl: manageUrl(mail, booking),
};
/** A set-password link as issueSetPasswordLink writes it, for a reset (one hour) or an invitation (72 hours). */
const setPasswordLink = (accessToken: string, refreshToken: string) =>
  `${PUBLIC_URL}/reset-password#${new URLSearchParams({ access_token: accessToken, refresh_token: refreshToken, type: 'recovery' })}`;

/** Both parts of a rendered e-mail, each redacted, must hold none of the secrets and keep the rest. */
function expectRedacted(email: { text: string; html: string }, secrets: string[]) {
  for (const body of [email.text, email.html]) {
    for (const secret of secrets) expect(body).toContain(secret);
    expect(holdsSecretLink(body)).toBe(true);
    const redacted = redactSecrets(body);
    for (const secret of secrets) expect(redacted).not.toContain(secret);
    expect(redacted).toContain(REDACTED);
    expect(holdsSecretLink(redacted)).toBe(false);
    expect(redactSecrets(redacted)).toBe(redacted);
  }
}

describe('redacting the secrets of our links from logged text', () => {
  it('removes the manage token of every booking e-mail, keeping the booking id', () => {
    expect(redactSecrets(`${PUBLIC_URL}/manage-booking/K7M2Q9XH4T?token=${MANAGE_TOKEN}`)).toBe(
      `${PUBLIC_URL}/manage-booking/K7M2Q9XH4T?token=${REDACTED}`,
    );
    expectRedacted(driverDetailsEmail({ ...ctx, driverName: 'Efraín Poot', driverCompany: 'Mayab' }), [
      MANAGE_TOKEN,
    ]);
  });

  it("removes a feedback link's token, keeping the rating, and the token of an old client's API path", () => {
    const { token } = newFeedbackToken();
    expect(redactSecrets(`${PUBLIC_URL}${feedbackPath(token, 2)}`)).toBe(
      `${PUBLIC_URL}/feedback/${REDACTED}?rating=2`,
    );
    expect(redactSecrets(`/api/feedback/${token}`)).toBe(`/api/feedback/${REDACTED}`);
    expect(redactSecrets('/api/feedback')).toBe('/api/feedback');
    expectRedacted(feedbackRequestEmail({ ...ctx, token }), [token, MANAGE_TOKEN]);
  });

  it("removes the token of a provider's ride offer link, in the offer e-mail too", () => {
    const links = rideLinksWith('a ride-link secret of at least 32 characters', PUBLIC_URL);
    const token = links.tokenFor('6f1c2f8e-4a43-4f5e-9a4a-2b7d3c1e9f00');
    expect(redactSecrets(links.urlFor('6f1c2f8e-4a43-4f5e-9a4a-2b7d3c1e9f00'))).toBe(
      `${PUBLIC_URL}/provider/rides/${REDACTED}`,
    );
    expectRedacted(
      rideOfferEmail({
        ride: booking,
        note: '',
        costCents: 4500,
        respondBy: new Date('2026-11-21T17:00:00Z'),
        rideUrl: links.urlFor('6f1c2f8e-4a43-4f5e-9a4a-2b7d3c1e9f00'),
        supportEmail: 'help@example.com',
      }),
      [token],
    );
  });

  it('removes both tokens of a password reset link and of an invitation, in the text and the escaped HTML', () => {
    const [access, refresh] = [newSecretToken(), newSecretToken()];
    expect(redactSecrets(setPasswordLink(access, refresh))).toBe(
      `${PUBLIC_URL}/reset-password#access_token=${REDACTED}&refresh_token=${REDACTED}&type=recovery`,
    );
    expectRedacted(
      passwordResetEmail({ resetUrl: setPasswordLink(access, refresh), supportEmail: 'help@example.com' }),
      [access, refresh],
    );
    const [invitedAccess, invitedRefresh] = [newSecretToken(), newSecretToken()];
    expectRedacted(
      accountInvitationEmail({
        setPasswordUrl: setPasswordLink(invitedAccess, invitedRefresh),
        role: 'admin',
        invitedBy: 'ops@example.com',
        supportEmail: 'help@example.com',
      }),
      [invitedAccess, invitedRefresh],
    );
  });

  it("removes the e-mail and last name of the payment link's lookup, which open the booking too", () => {
    const received = bookingReceivedEmail({ ...ctx, booking: { ...booking, status: 'pending' } });
    expectRedacted(received, ['email=ana%2Btrip%40example.com', 'lastName=Garc%C3%ADa', MANAGE_TOKEN]);
    expect(redactSecrets(received.text)).toContain(
      `/check-my-booking?email=${REDACTED}&lastName=${REDACTED}`,
    );
  });

  it('keeps a JSON log line valid JSON, its escapes whole', () => {
    const { token } = newFeedbackToken();
    const entry = {
      msg: 'e-mail queued',
      text: `Open "this":\n${PUBLIC_URL}/manage-booking/K7M2Q9XH4T?token=${MANAGE_TOKEN}\n${PUBLIC_URL}${feedbackPath(token, 5)}`,
      html: `<a href="${PUBLIC_URL}${feedbackPath(token)}">5 stars</a>`,
    };
    const line = redactSecrets(JSON.stringify(entry));
    expect(line).not.toContain(MANAGE_TOKEN);
    expect(line).not.toContain(token);
    expect(JSON.parse(line)).toEqual({
      msg: 'e-mail queued',
      text: `Open "this":\n${PUBLIC_URL}/manage-booking/K7M2Q9XH4T?token=${REDACTED}\n${PUBLIC_URL}/feedback/${REDACTED}?rating=5`,
      html: `<a href="${PUBLIC_URL}/feedback/${REDACTED}">5 stars</a>`,
    });
  });

  it('leaves text without a secret link as it is', () => {
    for (const text of [
      'e-mail queued, not sent (SMTP_URL is not set)',
      `${PUBLIC_URL}/manage-booking/K7M2Q9XH4T`,
      `${PUBLIC_URL}/admin`,
      '/api/bookings/K7M2Q9XH4T/manage',
      'Write to help@example.com with your booking ID.',
    ]) {
      expect(redactSecrets(text)).toBe(text);
      expect(holdsSecretLink(text)).toBe(false);
    }
  });
});
