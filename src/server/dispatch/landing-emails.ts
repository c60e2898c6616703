/** The traveller's e-mail when their arrival's landing (and so the pickup) moved. */
import { cancunDateTimeText } from '../../domain/cancun-time';
import { driverWaitsText, travellerPickupMovedText } from '../../domain/landing';
import { type BookingEmailContext, type RenderedEmail, render } from '../mail';

export function pickupMovedEmail(
  ctx: BookingEmailContext & { landing: Date; freeWaitUntil: Date },
): RenderedEmail {
  const subject = travellerPickupMovedText(ctx.landing);
  return render(ctx, subject, subject, {
    paragraphs: [
      `Hello ${ctx.booking.firstName},`,
      `Your flight ${ctx.booking.flightNumber} is now expected to land at ${cancunDateTimeText(ctx.landing)}. ` +
        'Your driver will meet you then: there is nothing you need to do.',
      `${driverWaitsText(ctx.freeWaitUntil)}.`,
    ],
    details: true,
  });
}
