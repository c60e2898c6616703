/**
 * The PDF receipt: downloaded from the confirmation page by whoever may see the booking (its id
 * and last name, like GET /api/bookings/:id and its calendar entry), and attached to the payment e-mail.
 */
import { RECEIPT_UNAVAILABLE_MESSAGE, receiptFileName } from '../../domain/receipt';
import type { ConfirmationBooking } from '../../domain/schemas/booking';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { findReceiptPayment } from './receipt.queries';
import { receiptFacts } from './receipt-attachment';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * The receipt of a booking the caller found the way the confirmation page does (so the same answers: 400
 * for a malformed id, one 404 for unknown or wrong name); receipts imports no feature (decision 035).
 */
export async function getReceiptFile(
  deps: { db: Database; mail: { supportEmail: string } },
  booking: ConfirmationBooking,
) {
  const payment = await findReceiptPayment(deps.db, booking.id);
  if (!payment) throw new AppError('conflict', RECEIPT_UNAVAILABLE_MESSAGE);
  const paidAt = payment.paidAt ?? payment.updatedAt;
  const facts = receiptFacts(booking, { ...payment, paidAt }, deps.mail.supportEmail);
  return { filename: receiptFileName(booking.id), content: await renderReceiptPdf(facts, paidAt) };
}
