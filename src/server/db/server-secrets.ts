/**
 * Keys a server derives things with when none is configured (the manage links' key, the recovery codes'
 * key): generated once by the first server that needs it and kept in `server_secrets`, so every server
 * process on the database derives the same.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { serverSecrets } from './schema';

/** The secret of this name, 32 random bytes as base64url, created on first use. */
export async function serverSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`the server secret '${name}' could not be stored`);
  return row.value;
}
