/** The day after the ride: 'How was your transfer?' with a link per rating. */
import { referenceTime } from '../../../domain/booking-timing';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { FEEDBACK_RATINGS, FEEDBACK_TEXTS, ratingLabel } from '../../../domain/feedback';
import { feedbackPath } from '../../../domain/routes';
import { type BookingEmailContext, type RenderedEmail, render } from './booking-emails';

export function feedbackRequestEmail(ctx: BookingEmailContext & { token: string }): RenderedEmail {
  const { booking } = ctx;
  const link = (rating?: number) => `${ctx.publicUrl}${feedbackPath(ctx.token, rating)}`;
  return render(ctx, FEEDBACK_TEXTS.subject, FEEDBACK_TEXTS.heading, {
    paragraphs: [
      `Hello ${booking.firstName},`,
      `We hope your transfer from ${booking.from} to ${booking.to} on ${cancunDateTimeText(referenceTime(booking))} went well.`,
      'How was it? Choose a rating: it takes a second, and a comment helps us even more.',
    ],
    links: FEEDBACK_RATINGS.map((rating) => ({ label: ratingLabel(rating), href: link(rating) })),
    after: ['Each link works once: your first answer is the one we keep.'],
  });
}
