/** The traveller's side of feedback after the ride: read the request, answer it once. */
import { referenceTime } from '../../domain/booking-timing';
import { FEEDBACK_TEXTS } from '../../domain/feedback';
import type { LocationName } from '../../domain/locations';
import type { FeedbackRequest, FeedbackSubmit } from '../../domain/schemas/feedback';
import type { ServiceType } from '../../domain/service-types';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { findFeedbackRequest, recordFeedbackAnswer } from './feedback.queries';
import { hashFeedbackToken } from './feedback-token';

export interface FeedbackDeps {
  db: Database;
  now: () => Date;
}

export async function getFeedbackRequest(deps: FeedbackDeps, token: string): Promise<FeedbackRequest> {
  const row = await findFeedbackRequest(deps.db, hashFeedbackToken(token));
  if (!row) throw new AppError('not-found', FEEDBACK_TEXTS.invalid);
  return {
    bookingId: row.bookingId,
    firstName: row.firstName,
    from: row.from as LocationName,
    to: row.to as LocationName,
    rideAt: referenceTime({ ...row, serviceType: row.serviceType as ServiceType }).toISOString(),
    answered: row.answeredAt !== null,
  };
}

/** Stores the answer; 404 for a link that is not ours, 409 once the link has been used. */
export async function answerFeedback(deps: FeedbackDeps, token: string, answer: FeedbackSubmit) {
  const tokenHash = hashFeedbackToken(token);
  const bookingId = await recordFeedbackAnswer(deps.db, {
    tokenHash,
    rating: answer.rating,
    comment: answer.comment ?? '',
    at: deps.now(),
  });
  if (bookingId) return { ok: true as const };
  const known = await findFeedbackRequest(deps.db, tokenHash);
  throw known
    ? new AppError('conflict', FEEDBACK_TEXTS.used)
    : new AppError('not-found', FEEDBACK_TEXTS.invalid);
}
