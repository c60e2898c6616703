/**
 * What a receipt says about a booking and its payment, and the receipt as the payment e-mail carries it;
 * apart from the download's service so the mail code does not reach into the bookings' services.
 */
import { referenceTime } from '../../domain/booking-timing';
import { RECEIPT_CONTENT_TYPE, type ReceiptFacts, receiptFileName } from '../../domain/receipt';
import type { ConfirmationBooking } from '../../domain/schemas/booking';
import type { EmailAttachment } from '../db/schema';
import { renderReceiptPdf } from './receipt-pdf';

export function receiptFacts(
  booking: ConfirmationBooking,
  payment: { amountCents: number; refundedCents: number; paidAt: Date },
  supportEmail: string,
): ReceiptFacts {
  return {
    bookingId: booking.id,
    firstName: booking.firstName,
    lastName: booking.lastName,
    serviceType: booking.serviceType,
    from: booking.from,
    to: booking.to,
    passengers: booking.passengers,
    rideAt: referenceTime(booking),
    amountPaidCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    paidAt: payment.paidAt,
    supportEmail,
  };
}

/** The receipt as the payment e-mail carries it: made once when the mail is queued, stored as base64. */
export async function receiptAttachment(
  booking: ConfirmationBooking,
  payment: { amountCents: number; paidAt: Date },
  supportEmail: string,
): Promise<EmailAttachment> {
  const pdf = await renderReceiptPdf(
    receiptFacts(booking, { ...payment, refundedCents: 0 }, supportEmail),
    payment.paidAt,
  );
  return {
    filename: receiptFileName(booking.id),
    contentType: RECEIPT_CONTENT_TYPE,
    content: Buffer.from(pdf).toString('base64'),
    encoding: 'base64',
  };
}
