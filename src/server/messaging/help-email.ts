/** The e-mail to the accepted provider's desk when the traveller replies HELP: who, where, and their phone. */
import { composeEmail, type RenderedEmail } from '../mail';

export function travellerHelpEmail(ctx: {
  bookingId: string;
  lastName: string;
  travellerPhone: string;
  meetingPoint: string;
  supportEmail: string;
}): RenderedEmail {
  const subject = `Ride ${ctx.bookingId}: the traveller cannot find the driver`;
  return composeEmail(
    subject,
    subject,
    {
      lines: ['The traveller replied that they cannot find the driver. Please call them now.'],
      rows: [
        ['Booking ID', ctx.bookingId],
        ['Traveller', ctx.lastName],
        ['Traveller’s phone', ctx.travellerPhone],
        ['Meeting point', ctx.meetingPoint],
      ],
    },
    { supportEmail: ctx.supportEmail, bookingId: ctx.bookingId },
  );
}
