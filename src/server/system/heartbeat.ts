/**
 * Each server's heartbeat: its row in server_heartbeats (host, process, version, start, open board
 * streams), written at start and every 30 seconds; rows silent for a day are deleted by whoever beats,
 * and a server that stops deletes its own. The System page shows a row silent for 2 minutes as gone.
 */

import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SERVER_FORGOTTEN_AFTER_MS, SERVER_HEARTBEAT_MS } from '../../domain/system-status';
import type { Database } from '../db/client';
import { serverHeartbeats } from '../db/system-schema';

export interface ServerIdentity {
  serverId: string;
  host: string;
  pid: number;
  version: string;
  startedAt: Date;
}

export async function writeHeartbeat(
  db: Database,
  server: ServerIdentity,
  beat: { at: Date; openStreams: number },
): Promise<void> {
  const values = { ...server, lastSeenAt: beat.at, openStreams: beat.openStreams };
  await db
    .insert(serverHeartbeats)
    .values(values)
    .onConflictDoUpdate({
      target: serverHeartbeats.serverId,
      set: { lastSeenAt: beat.at, openStreams: beat.openStreams },
    });
  await db
    .delete(serverHeartbeats)
    .where(lt(serverHeartbeats.lastSeenAt, new Date(beat.at.getTime() - SERVER_FORGOTTEN_AFTER_MS)));
}

export interface HeartbeatDeps {
  db: Database;
  server: ServerIdentity;
  openStreams: () => number;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Beats now and every 30 seconds; `stop` ends the beats and deletes this server's row. */
export function startHeartbeat(
  deps: HeartbeatDeps,
  everyMs = SERVER_HEARTBEAT_MS,
): { stop(): Promise<void> } {
  let beating: Promise<void> = Promise.resolve();
  const beat = () => {
    beating = writeHeartbeat(deps.db, deps.server, { at: deps.now(), openStreams: deps.openStreams() }).catch(
      (err: unknown) => deps.log.warn({ err }, 'the server heartbeat could not be written'),
    );
  };
  const timer = setInterval(beat, everyMs);
  timer.unref();
  beat();
  return {
    stop: async () => {
      clearInterval(timer);
      await beating;
      await deps.db
        .delete(serverHeartbeats)
        .where(eq(serverHeartbeats.serverId, deps.server.serverId))
        .catch((err: unknown) => deps.log.warn({ err }, 'the server heartbeat could not be deleted'));
    },
  };
}
