/**
 * The public module of server/receipts/: what other server folders may import from it (decision 035).
 */

export { getReceiptFile } from './receipt.service';
export { receiptAttachment } from './receipt-attachment';
