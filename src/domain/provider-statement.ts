/**
 * A provider's monthly statement: what the provider is owed for a Cancun month. What counts, so
 * the page, the CSV, the PDF and the reports' Provider Cost agree:
 *
 * - a ride of the month (by its reference time in Cancun) that the provider accepted and whose driver
 *   marked it 'Ride Completed' or 'Traveller No-Show' (the driver went and waited), at the offer's cost;
 * - a ride refunded after it was driven still counts: the provider did the work (the refund shows in the
 *   reports as our loss, in the margin), as decision 034 keeps such an offer standing;
 * - a ride cancelled or refunded before it happened counts nothing: its offer was ended, it has no mark.
 */
import { cancunToday } from './cancun-time';
import type { StatementOutcome } from './schemas/provider-statement';

/** The runtime contract's words on the provider's page. */
export const STATEMENT_TEXTS = {
  month: 'Month',
  downloadCsv: 'Download Statement (CSV)',
  downloadPdf: 'Download Statement (PDF)',
  markPaid: 'Mark Paid',
  paymentReference: 'Payment Reference',
  changedAfterPayment: 'Changed after payment',
} as const;

/** 'Paid on {date} ({reference})', the date as the Cancun day of the payment (yyyy-MM-dd). */
export function paidOnText(payment: { paidAt: Date | string; reference: string }): string {
  return `Paid on ${cancunToday(new Date(payment.paidAt))} (${payment.reference})`;
}

export const STATEMENT_OUTCOME_WORDS: Record<StatementOutcome, string> = {
  completed: 'Completed',
  'no-show': 'No-show',
};

/** The statement's columns, in the CSV's and the PDF's order. */
export const STATEMENT_COLUMNS = ['Date', 'Booking', 'Route', 'Outcome', 'Provider Cost'] as const;

type Ride = { bookingId: string; costCents: number; outcome: string };

/**
 * A ride was added, removed, repriced or changed its outcome since the month was marked paid (a late
 * mark): the statement differs from the one paid.
 */
export function changedSincePaid(paid: readonly Ride[], now: readonly Ride[]): boolean {
  const key = (ride: Ride) => `${ride.bookingId}\n${ride.costCents}\n${ride.outcome}`;
  const before = new Set(paid.map(key));
  return before.size !== now.length || now.some((ride) => !before.has(key(ride)));
}

/** The downloads' name: statement-{company}-2026-11.csv (or .pdf), the company reduced to safe letters. */
export function statementFilename(company: string, month: string, extension: 'csv' | 'pdf'): string {
  const slug =
    company
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'provider';
  return `statement-${slug}-${month}.${extension}`;
}
