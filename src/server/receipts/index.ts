/**
 * The public module of server/receipts/: what other server folders may import from it (decision 035).
 */

export { getReceiptFile } from './receipt.service';
export { receiptAttachment } from './receipt-attachment';
/** What Helvetica can print of a text, for the other PDFs (a provider's statement, issue 29). */
export { printable } from './receipt-pdf';
