/** The Providers page's SQL: providers, their route costs, their changes, their rides. */
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { rideTimeSql } from '../../db/booking-reads';
import type { Database, Transaction } from '../../db/client';
import { providerChanges, providerRouteCosts, providers, rideOffers } from '../../db/dispatch-schema';
import { bookings } from '../../db/schema';

export type ProviderValues = { companyName: string; dispatchEmail: string; phone: string; active: boolean };
export type RouteCost = { from: string; to: string; costCents: number };
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

export async function listProviders(db: Database) {
  return db.select().from(providers).orderBy(asc(providers.companyName));
}

export async function listRouteCosts(db: Database | Transaction, providerIds: string[]) {
  if (providerIds.length === 0) return [];
  return db.select().from(providerRouteCosts).where(inArray(providerRouteCosts.providerId, providerIds));
}

/** Accepted offers whose ride falls in [start, end), per provider. */
export async function countAcceptedRides(db: Database, range: { start: Date; end: Date }) {
  return db
    .select({ providerId: rideOffers.providerId, rides: count() })
    .from(rideOffers)
    .innerJoin(bookings, eq(bookings.id, rideOffers.bookingId))
    .where(and(eq(rideOffers.status, 'accepted'), gte(rideTimeSql, range.start), lt(rideTimeSql, range.end)))
    .groupBy(rideOffers.providerId);
}

export async function listProviderChanges(db: Database, limit: number) {
  return db
    .select({
      at: providerChanges.changedAt,
      by: providerChanges.changedBy,
      company: providers.companyName,
      changes: providerChanges.changes,
    })
    .from(providerChanges)
    .innerJoin(providers, eq(providers.id, providerChanges.providerId))
    .orderBy(desc(providerChanges.changedAt), desc(providerChanges.createdAt))
    .limit(limit);
}

export async function findProviderForUpdate(tx: Transaction, id: string) {
  const [row] = await tx.select().from(providers).where(eq(providers.id, id)).for('update');
  return row;
}

export async function insertProvider(tx: Transaction, values: ProviderValues & { at: Date }) {
  const [row] = await tx
    .insert(providers)
    .values({ ...values, createdAt: values.at, updatedAt: values.at })
    .returning();
  if (!row) throw new Error('the provider insert returned no row');
  return row;
}

export async function updateProvider(tx: Transaction, id: string, values: ProviderValues & { at: Date }) {
  const { at, ...fields } = values;
  await tx
    .update(providers)
    .set({ ...fields, updatedAt: at })
    .where(eq(providers.id, id));
}

/** Replaces the provider's route costs with these. */
export async function replaceRouteCosts(tx: Transaction, providerId: string, costs: RouteCost[]) {
  await tx.delete(providerRouteCosts).where(eq(providerRouteCosts.providerId, providerId));
  if (costs.length === 0) return;
  await tx.insert(providerRouteCosts).values(
    costs.map((cost) => ({
      providerId,
      fromLocation: cost.from,
      toLocation: cost.to,
      costCents: cost.costCents,
    })),
  );
}

export async function recordProviderChange(
  tx: Transaction,
  change: { providerId: string; by: string; at: Date; changes: FieldChanges },
) {
  await tx.insert(providerChanges).values({
    providerId: change.providerId,
    changedBy: change.by,
    changedAt: change.at,
    changes: change.changes,
  });
}
