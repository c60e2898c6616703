/**
 * What GET /metrics reads from the database at each scrape: the same figures on every server, so a
 * dashboard takes their max() across servers, never their sum().
 */
import { asc, inArray, min, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { flightDataCalls } from '../db/landing-schema';
import { bookingStatusCounts, emails, reportSums } from '../db/schema';
import { jobRuns } from '../db/system-schema';

const total = (value: string | number | null | undefined) => Number(value ?? 0);

export async function readMetricFigures(db: Database) {
  const [bookings] = await db.select({ created: sum(bookingStatusCounts.count) }).from(bookingStatusCounts);
  const [money] = await db
    .select({ paid: sum(reportSums.payments), refunded: sum(reportSums.refunds) })
    .from(reportSums);
  const [outbox] = await db
    .select({ depth: sql<number>`count(*)`.mapWith(Number), oldestAt: min(emails.createdAt) })
    .from(emails)
    .where(inArray(emails.status, ['pending', 'sending']));
  const [feed] = await db
    .select({ calls: sum(flightDataCalls.calls), failures: sum(flightDataCalls.failures) })
    .from(flightDataCalls);
  const jobs = await db
    .select({ job: jobRuns.job, lastSuccessAt: jobRuns.lastSuccessAt })
    .from(jobRuns)
    .orderBy(asc(jobRuns.job));
  return {
    bookingsCreated: total(bookings?.created),
    bookingsPaid: total(money?.paid),
    bookingsRefunded: total(money?.refunded),
    outboxDepth: outbox?.depth ?? 0,
    outboxOldestAt: outbox?.oldestAt ?? null,
    flightFeedCalls: total(feed?.calls),
    flightFeedFailures: total(feed?.failures),
    jobs,
  };
}
