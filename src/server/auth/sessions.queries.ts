import { and, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { sessions, users } from '../db/schema';

export interface SessionWithUser {
  idHash: string;
  lastSeenAt: Date;
  expiresAt: Date;
  /** Begun with a second factor. */
  twoFactor: boolean;
  user: { id: string; email: string; role: string };
}

export async function insertSession(
  db: Database,
  values: {
    idHash: string;
    userId: string;
    now: Date;
    expiresAt: Date;
    userAgent: string | null;
    ipAddress: string | null;
    twoFactor: boolean;
  },
): Promise<void> {
  await db.insert(sessions).values({
    idHash: values.idHash,
    userId: values.userId,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: values.expiresAt,
    userAgent: values.userAgent,
    ipAddress: values.ipAddress,
    twoFactor: values.twoFactor,
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
      twoFactor: sessions.twoFactor,
      user: { id: users.id, email: users.email, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A disabled account's sessions are deleted when it is disabled; this holds even for one written since.
    .where(and(eq(sessions.idHash, idHash), isNull(users.disabledAt)));
  return row;
}

/** What decides whether each of these sessions may still be used; none for a disabled account's. */
export async function findSessionsStanding(
  db: Database,
  idHashes: readonly string[],
): Promise<{ idHash: string; lastSeenAt: Date; expiresAt: Date; twoFactor: boolean; role: string }[]> {
  if (idHashes.length === 0) return [];
  return db
    .select({
      idHash: sessions.idHash,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      twoFactor: sessions.twoFactor,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.idHash, [...idHashes]), isNull(users.disabledAt)));
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

/** The Security page's 'Active Sessions': the user's sessions, most recently used first. */
export async function listSessionsOfUser(db: Database, userId: string) {
  return db
    .select({
      idHash: sessions.idHash,
      publicId: sessions.publicId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt));
}

/** The session has now been proven with a second factor (two-factor sign-in turned on from it). */
export async function markSessionTwoFactor(db: Database | Transaction, idHash: string): Promise<void> {
  await db.update(sessions).set({ twoFactor: true }).where(eq(sessions.idHash, idHash));
}

/** Ends every session of the user but one (two-factor sign-in set up again from that one). */
export async function deleteOtherSessionsOfUser(
  db: Database | Transaction,
  userId: string,
  keepIdHash: string,
): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .returning({ idHash: sessions.idHash });
  return rows.length;
}

/** 'End Session': only a session of this user; true when one was ended. */
export async function deleteSessionOfUser(db: Database, userId: string, publicId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ idHash: sessions.idHash });
  return rows.length > 0;
}
