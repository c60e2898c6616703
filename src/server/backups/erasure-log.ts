/**
 * The list of erasures kept outside the backups (decision 044): every 'Erase Personal Data' on the
 * embedded database appends one JSON line (when, by whom, the request as typed, the erased bookings) to
 * DATA_DIR/erasures.log, 0600. A backup made before an erasure still holds the person; `npm run restore`
 * reads this list and erases again, with the same code, whatever was erased since the backup was made.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { type PersonalDataQuery, personalDataQuerySchema } from '../../domain/schemas/privacy';
import { appendPrivateFile, makePrivateDir } from '../db/private-files';

export const ERASURE_LOG_FILE_NAME = 'erasures.log';

export interface ErasureRecord {
  at: Date;
  by: string;
  query: PersonalDataQuery;
  bookingIds: string[];
}

const lineSchema = z.object({
  at: z.iso.datetime().transform((value) => new Date(value)),
  by: z.string(),
  query: personalDataQuerySchema,
  bookingIds: z.array(z.string()),
});

export function erasureLogFile(dataDir: string): string {
  return path.join(dataDir, ERASURE_LOG_FILE_NAME);
}

export async function recordErasure(file: string, record: ErasureRecord): Promise<void> {
  const line = JSON.stringify({ ...record, at: record.at.toISOString() });
  makePrivateDir(path.dirname(file));
  await appendPrivateFile(file, `${line}\n`);
}

/**
 * The erasures made at or after `since` (all of them when null), oldest first; `unreadable` counts the
 * lines that are not a record (a line cut short as the machine stopped).
 */
export async function erasuresSince(
  file: string,
  since: Date | null,
): Promise<{ erasures: ErasureRecord[]; unreadable: number }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { erasures: [], unreadable: 0 };
    throw error;
  }
  const erasures: ErasureRecord[] = [];
  let unreadable = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let parsed: ReturnType<typeof lineSchema.safeParse>;
    try {
      parsed = lineSchema.safeParse(JSON.parse(line));
    } catch {
      unreadable += 1;
      continue;
    }
    if (!parsed.success) {
      unreadable += 1;
      continue;
    }
    if (!since || parsed.data.at.getTime() >= since.getTime()) erasures.push(parsed.data);
  }
  return { erasures: erasures.sort((a, b) => a.at.getTime() - b.at.getTime()), unreadable };
}
