import { FileText } from 'lucide-react';
import { RECEIPT_LINK_TEXT, receiptFileName, receiptPath } from '../../../domain/receipt';
import type { CustomerBooking } from '../../../domain/schemas/booking';

/**
 * 'Download receipt (PDF)': the paid booking's receipt from the server, which checks the id and last name
 * as it does for the booking itself; on the confirmation and manage pages. Offered only where the server
 * serves one (offersReceipt).
 */
export function ReceiptLink({ booking }: { booking: Pick<CustomerBooking, 'id' | 'lastName'> }) {
  return (
    <a
      href={receiptPath(booking.id, booking.lastName)}
      download={receiptFileName(booking.id)}
      className="mt-4 inline-flex items-center gap-2 rounded-md border border-ocean-700 bg-white px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-100"
    >
      <FileText aria-hidden="true" className="size-5" />
      {RECEIPT_LINK_TEXT}
    </a>
  );
}
