/**
 * A provider's monthly statement: the completed and no-show rides of a Cancun month with what
 * the provider is owed for each, the total, and whether the month was paid. The page, the CSV and the PDF
 * are made from the same answer. Money in cents.
 */
import { z } from 'zod';
import { isCancunMonth } from '../cancun-month';
import { isoInstant, requiredText } from './fields';

export const STATEMENT_MESSAGES = {
  month: 'Please choose a month (YYYY-MM)',
  referenceRequired: 'Please enter the payment reference',
  alreadyPaid: 'This month is already marked paid for this provider.',
} as const;

export const PAYMENT_REFERENCE_MAX = 100;

/** A Cancun month, yyyy-MM. */
export const cancunMonthText = z
  .string({ error: STATEMENT_MESSAGES.month })
  .refine(isCancunMonth, { error: STATEMENT_MESSAGES.month });

/** GET …/statement, statement.csv and statement.pdf: the month, this month in Cancun without one. */
export const statementQuerySchema = z.object({ month: cancunMonthText.optional() });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const STATEMENT_OUTCOMES = ['completed', 'no-show'] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];

export const statementRowSchema = z.object({
  bookingId: z.string(),
  /** The ride's reference time (a departure's pickup, an arrival's landing): it decides the month. */
  rideAt: isoInstant,
  routeLabel: z.string(),
  outcome: z.enum(STATEMENT_OUTCOMES),
  costCents: z.int().min(0),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementPaymentSchema = z.object({
  paidAt: isoInstant,
  /** The admin's e-mail. */
  paidBy: z.string(),
  reference: z.string(),
  /** A ride was added, removed or repriced in the month since it was marked paid (a late mark). */
  changedAfterPayment: z.boolean(),
});
export type StatementPayment = z.infer<typeof statementPaymentSchema>;

export const statementSchema = z.object({
  provider: z.object({ id: z.uuid(), name: z.string() }),
  month: z.string(),
  /** In ride order. */
  rows: z.array(statementRowSchema),
  totalCents: z.int().min(0),
  payment: statementPaymentSchema.nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

/** 'Mark Paid' with its `Payment Reference`. */
export const markPaidSchema = z.object({
  month: cancunMonthText,
  reference: requiredText(STATEMENT_MESSAGES.referenceRequired, {
    label: 'Payment Reference',
    max: PAYMENT_REFERENCE_MAX,
  }),
});
export type MarkPaid = z.infer<typeof markPaidSchema>;

export const markPaidResponseSchema = z.object({ payment: statementPaymentSchema });
