import { eq } from 'drizzle-orm';
import type { Transaction } from './client';
import { flightWatches } from './landing-schema';

/**
 * Forgets an arrival's flight checks (another flight or time was given, or it became a
 * departure); the scheduler makes a fresh watch for the new flight when it falls due.
 */
export async function forgetWatch(tx: Transaction, bookingId: string): Promise<void> {
  await tx.delete(flightWatches).where(eq(flightWatches.bookingId, bookingId));
}
