/**
 * The public module of server/receipts/: what other server folders may import from it (decision 035).
 */

/** The look of every PDF of ours, for the other PDFs (a provider's statement). */
export { A4, OCEAN, printable, SLATE, startBrandedPdf } from './branded-pdf';
export { getReceiptFile } from './receipt.service';
export { receiptAttachment } from './receipt-attachment';
