import { bookingConfirmationIdOf } from '../../../domain/routes';
import { sendBookingRequest } from '../../api/bookingRequest';
import { knownLastName } from './lastBookingStorage';

/**
 * The confirmation page's booking, asked for by the page's boot module (entry-confirmation.tsx) while the
 * browser fetches the script that shows it: the answer and the script then come side by side instead of
 * one after the other (docs/decisions/029). Only the raw request is sent here; the page parses the answer
 * with its schema as for any other call.
 */
interface EarlyRequest {
  id: string;
  lastName: string;
  response: Promise<Response>;
}

let early: EarlyRequest | undefined;

/** Sends the request for this page's booking when the browser knows its last name. */
export function requestBookingEarly(pathname: string): void {
  const id = bookingConfirmationIdOf(pathname);
  const lastName = id === null ? null : knownLastName(id);
  if (id === null || lastName === null) return;
  const response = sendBookingRequest(id, lastName);
  // Read by the page later; an error is its to report, not an unhandled rejection meanwhile.
  response.catch(() => {});
  early = { id, lastName, response };
}

/** The early request for this booking, once: a retry or another page asks again itself. */
export function takeEarlyBookingRequest(id: string, lastName: string): Promise<Response> | undefined {
  if (early?.id !== id || early.lastName !== lastName) return undefined;
  const { response } = early;
  early = undefined;
  return response;
}
