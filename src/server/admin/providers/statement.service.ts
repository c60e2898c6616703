/**
 * A provider's monthly statement: the figures from one query for the page, the CSV and the
 * PDF, and 'Mark Paid', which keeps what the statement held so a later change shows.
 */
import { routeText } from '../../../domain/booking-text';
import { cancunMonth, cancunMonthBounds } from '../../../domain/cancun-month';
import { changedSincePaid } from '../../../domain/provider-statement';
import { PROVIDER_MESSAGES } from '../../../domain/schemas/dispatch';
import {
  type MarkPaid,
  STATEMENT_MESSAGES,
  type Statement,
  type StatementPayment,
  type StatementQuery,
  type StatementRow,
} from '../../../domain/schemas/provider-statement';
import type { Database } from '../../db/client';
import type { providerStatementPayments } from '../../db/dispatch-schema';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import {
  findProvider,
  findStatementPayment,
  findStatementRides,
  insertStatementPayment,
} from './statement.queries';

export interface StatementDeps {
  db: Database;
  now: () => Date;
}

type PaymentRow = typeof providerStatementPayments.$inferSelect;

function paymentOf(row: PaymentRow, rows: readonly StatementRow[]): StatementPayment {
  return {
    paidAt: row.paidAt.toISOString(),
    paidBy: row.paidBy,
    reference: row.reference,
    changedAfterPayment: changedSincePaid(row.rides, rows),
  };
}

export async function getStatement(
  deps: StatementDeps,
  providerId: string,
  query: StatementQuery,
): Promise<Statement> {
  const month = query.month ?? cancunMonth(deps.now());
  const provider = await findProvider(deps.db, providerId);
  if (!provider) throw new AppError('not-found', PROVIDER_MESSAGES.notFound);
  const [rides, payment] = await Promise.all([
    findStatementRides(deps.db, providerId, cancunMonthBounds(month)),
    findStatementPayment(deps.db, providerId, month),
  ]);
  const rows: StatementRow[] = rides.map((ride) => ({
    bookingId: ride.bookingId,
    rideAt: ride.rideAt.toISOString(),
    routeLabel: routeText(ride.from, ride.to),
    outcome: ride.noShowAt ? 'no-show' : 'completed',
    costCents: ride.costCents,
  }));
  return {
    provider,
    month,
    rows,
    totalCents: rows.reduce((sum, row) => sum + row.costCents, 0),
    payment: payment ? paymentOf(payment, rows) : null,
  };
}

/**
 * 'Mark Paid': records when, by whom and with what reference the month was paid, with the statement as it
 * stands (its total and rides). A month is paid once: a second time answers 409.
 */
export async function markStatementPaid(
  deps: StatementDeps,
  providerId: string,
  body: MarkPaid,
  adminEmail: string,
): Promise<{ payment: StatementPayment }> {
  const statement = await getStatement(deps, providerId, { month: body.month });
  if (statement.payment) throw new AppError('conflict', STATEMENT_MESSAGES.alreadyPaid);
  try {
    const row = await insertStatementPayment(deps.db, {
      providerId,
      month: body.month,
      paidAt: deps.now(),
      paidBy: adminEmail,
      reference: body.reference,
      totalCents: statement.totalCents,
      rides: statement.rows.map(({ bookingId, costCents, outcome }) => ({ bookingId, costCents, outcome })),
    });
    return { payment: paymentOf(row, statement.rows) };
  } catch (error) {
    // Two admins at once: the unique index keeps one.
    if (uniqueViolation(error) === 'provider_statement_payments_month_idx') {
      throw new AppError('conflict', STATEMENT_MESSAGES.alreadyPaid);
    }
    throw error;
  }
}
