/**
 * A provider's monthly statement (issue 29) as the web reads it, written against the agreed contract until
 * the server's shared schemas land in src/domain; then this file goes and the page imports those.
 */
import { z } from 'zod';
import { requiredText } from '../../../../domain/schemas/fields';

export const statementSchema = z.object({
  provider: z.object({ id: z.string(), name: z.string() }),
  month: z.string(),
  rows: z.array(
    z.object({
      bookingId: z.string(),
      rideAt: z.string(),
      routeLabel: z.string(),
      outcome: z.enum(['completed', 'no-show']),
      costCents: z.int(),
    }),
  ),
  totalCents: z.int(),
  payment: z
    .object({
      paidAt: z.string(),
      paidBy: z.string(),
      reference: z.string(),
      changedAfterPayment: z.boolean(),
    })
    .nullable(),
});
export type Statement = z.infer<typeof statementSchema>;
export type StatementPayment = NonNullable<Statement['payment']>;

/** 'Mark Paid': the month and the payment's reference (a transfer's number, a cheque's). */
export const markPaidSchema = z.object({
  month: z.string(),
  reference: requiredText('Please enter the payment reference', { label: 'Payment Reference', max: 100 }),
});
export type MarkPaid = z.infer<typeof markPaidSchema>;

export const markPaidResponseSchema = z.object({ payment: statementSchema.shape.payment.unwrap() });
