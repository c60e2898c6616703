/**
 * While the database is known to be unreachable (a call failed on it a moment ago), API calls answer 503
 * at once instead of each waiting for a connection that will not come. The health routes are
 * left to answer for themselves: they try the database, and a success opens the gate again.
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseGate } from '../db/database-outage';
import { sendDatabaseBusy } from './error-handler';
import { isApiPath, normalisedPath } from './request-path';

export function registerOutageGate(app: FastifyInstance, gate: DatabaseGate): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!gate.isKnownDown()) return;
    const path = normalisedPath(request.url);
    if (!isApiPath(path) || path.startsWith('/api/health')) return;
    return sendDatabaseBusy(reply);
  });
}
