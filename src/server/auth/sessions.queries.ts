import { eq, lt, or } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { sessions, users } from '../db/schema';

export interface SessionWithUser {
  idHash: string;
  lastSeenAt: Date;
  expiresAt: Date;
  user: { id: string; email: string; role: string };
}

export async function insertSession(
  db: Database,
  values: { idHash: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({
    idHash: values.idHash,
    userId: values.userId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
  });
}

export async function findSessionWithUser(
  db: Database,
  idHash: string,
): Promise<SessionWithUser | undefined> {
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, email: users.email, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  return row;
}

export async function touchSession(db: Database, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteSessionsOfUser(tx: Database | Transaction, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Rows past either expiry: nobody can use them, so they need not be kept. */
export async function deleteExpiredSessions(db: Database, now: Date, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
}
