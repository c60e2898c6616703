/**
 * The PDF receipt (issue 19): downloaded from the confirmation page by whoever may see the booking (its id
 * and last name, like GET /api/bookings/:id and its calendar entry), and attached to the payment e-mail.
 */
import { RECEIPT_UNAVAILABLE_MESSAGE, receiptFileName } from '../../domain/receipt';
import type { BookingsDeps } from '../bookings/bookings.service';
import { getBookingForConfirmation } from '../bookings/bookings.service';
import { AppError } from '../errors';
import { findReceiptPayment } from './receipt.queries';
import { receiptFacts } from './receipt-attachment';
import { renderReceiptPdf } from './receipt-pdf';

export async function getReceiptFile(deps: BookingsDeps, id: string, lastName: string) {
  // The same answers as the confirmation page: 400 for a malformed id, one 404 for unknown or wrong name.
  const { booking } = await getBookingForConfirmation(deps, id, lastName);
  const payment = await findReceiptPayment(deps.db, booking.id);
  if (!payment) throw new AppError('conflict', RECEIPT_UNAVAILABLE_MESSAGE);
  const paidAt = payment.paidAt ?? payment.updatedAt;
  const facts = receiptFacts(booking, { ...payment, paidAt }, deps.mail.supportEmail);
  return { filename: receiptFileName(booking.id), content: await renderReceiptPdf(facts, paidAt) };
}
