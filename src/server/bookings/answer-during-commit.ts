/**
 * The new booking's answer made while its transaction's COMMIT is on the wire (decision 078): once the
 * transaction's last statement has answered, everything the answer holds is known (the booking, its first
 * checkout), so its JSON (through the route's response schema, as Fastify's own send would) and the
 * browser's pass (an HMAC) are made while the database writes the commit, instead of after it. Nothing
 * is sent before the commit answers: a commit that fails leaves the prepared answer unused, and the
 * request answers as any failed booking does. An answer other than the one prepared (a replayed
 * Idempotency-Key, a retry under a fresh id, a checkout opened after the commit) is made as before.
 */
import type { FastifyReply } from 'fastify';
import type { CreateBookingResponse } from '../../domain/schemas/booking-api';
import type { ConfirmationPasses, IssuedPass } from './confirmation-pass';

const CREATED = 201;
const JSON_TYPE = 'application/json; charset=utf-8';

interface Prepared {
  answer: CreateBookingResponse;
  json: string;
  pass: IssuedPass;
}

export interface AnswerDuringCommit {
  /** Makes the answer now, unless it was sent already; called once COMMIT is sent (setImmediate). */
  prepare(answer: CreateBookingResponse): void;
  /** Sends `result`: the prepared JSON and pass when they were made of this very answer. */
  send(result: CreateBookingResponse): FastifyReply;
}

export function answerDuringCommit(
  reply: FastifyReply,
  passes: Pick<ConfirmationPasses, 'issue' | 'give'>,
  now: () => Date,
): AnswerDuringCommit {
  let prepared: Prepared | undefined;
  let sent = false;
  return {
    prepare(answer) {
      // Where the commit answered first (PGlite runs it in this thread), the answer has gone already.
      if (sent) return;
      try {
        prepared = {
          answer,
          json: reply.serializeInput(answer, String(CREATED)) as string,
          pass: passes.issue(answer.booking, now()),
        };
      } catch {
        // An answer its schema refuses is refused again by the send below, with Fastify's own error.
        prepared = undefined;
      }
    },
    send(result) {
      sent = true;
      const made = prepared?.answer;
      if (prepared && made?.booking === result.booking && made.checkoutUrl === result.checkoutUrl) {
        passes.give(reply, prepared.pass);
        return reply.status(CREATED).type(JSON_TYPE).send(prepared.json);
      }
      passes.give(reply, passes.issue(result.booking, now()));
      return reply.status(CREATED).send(result);
    },
  };
}
