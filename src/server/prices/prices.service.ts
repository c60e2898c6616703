import type { FastifyBaseLogger } from 'fastify';
import type { PriceRoute } from '../../domain/prices';
import type { Database } from '../db/client';
import { listPriceRoutes } from './prices.queries';

/**
 * The route table used for quotes. When the table cannot be read the booking still gets a price: the
 * domain falls back to the built-in prices for an empty table (SPEC section 9), so an error reads as empty.
 */
export async function loadPriceRoutes(db: Database, log: FastifyBaseLogger): Promise<PriceRoute[]> {
  try {
    return await listPriceRoutes(db);
  } catch (err) {
    log.error({ err }, 'could not read the prices table; using the built-in prices');
    return [];
  }
}
