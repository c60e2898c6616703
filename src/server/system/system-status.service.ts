/**
 * The System page: one row per part of the running product, each read and judged at one moment. The
 * parts are a list: a new part is a reader in parts/ and a line here.
 */
import { asc } from 'drizzle-orm';
import type { SystemStatus } from '../../domain/schemas/system';
import { problemBanner } from '../../domain/system-status';
import { serverHeartbeats } from '../db/system-schema';
import { backupsPart } from './parts/backups';
import { databasePart } from './parts/database';
import { emailPart } from './parts/email';
import { flightFeedPart } from './parts/flight-feed';
import { liveBoardPart } from './parts/live-board';
import { messagesPart } from './parts/messages';
import { paymentsPart } from './parts/payments';
import { schedulerPart } from './parts/scheduler';
import { serversPart } from './parts/servers';
import type { PartReader, SystemDeps } from './system-deps';

const PARTS: PartReader[] = [
  serversPart,
  databasePart,
  emailPart,
  messagesPart,
  schedulerPart,
  paymentsPart,
  flightFeedPart,
  backupsPart,
  liveBoardPart,
];

export async function systemStatus(deps: SystemDeps): Promise<SystemStatus> {
  const at = deps.now();
  const servers = await deps.database.db
    .select()
    .from(serverHeartbeats)
    .orderBy(asc(serverHeartbeats.startedAt));
  const context = { ...deps, at, servers };
  const parts = [];
  for (const read of PARTS) parts.push(await read(context));
  return { checkedAt: at.toISOString(), parts, banner: problemBanner(parts) };
}
