/** The dashboard's 'Needs attention' view: the bookings an operator must act on, with why. */

import { adminPageOf, adminPageOffset } from '../../../domain/admin-pages';
import { ATTENTION_REASONS, type AttentionReasonCode, attentionReasons } from '../../../domain/attention';
import { ADMIN_PAGE_SIZE } from '../../../domain/constants';
import type { AttentionBooking, AttentionList } from '../../../domain/schemas/admin-api';
import type { Database } from '../../db/client';
import { attentionBookings, findAttentionCandidates } from './admin-attention.queries';

interface Flagged {
  id: string;
  codes: AttentionReasonCode[];
  undeliveredEmailKinds: readonly string[];
}

/**
 * The rules decide on the candidates' few columns and facts; the first page's bookings come whole with the
 * candidates, and the others (a later page, or the few shown beyond the first candidates) are read after
 * (decision 040). A booking read in that second read shows as saved then, with the reasons of a moment
 * before, as any list is a moment old. A page past the last is empty, with the count and the pages there are.
 */
export async function listAttention(db: Database, now: Date, page = 1): Promise<AttentionList> {
  const { candidates, sentWhole } = await findAttentionCandidates(db, now);
  const flagged: Flagged[] = [];
  for (const candidate of candidates) {
    const codes = attentionReasons(candidate, candidate, now);
    if (codes.length > 0) {
      flagged.push({ id: candidate.id, codes, undeliveredEmailKinds: candidate.undeliveredEmailKinds });
    }
  }
  const start = adminPageOffset(page);
  const shown = flagged.slice(start, start + ADMIN_PAGE_SIZE);
  const byId = await attentionBookings(
    db,
    shown.map(({ id }) => id),
    sentWhole,
  );
  const bookings: AttentionBooking[] = shown.flatMap(({ id, codes, undeliveredEmailKinds }) => {
    const booking = byId.get(id);
    // Deleted between the two reads: nothing to show.
    if (!booking) return [];
    // The booking was built for this answer alone: completed in place, not copied (48 fields, 100 times).
    return Object.assign(booking, {
      reasons: codes.map((code) => ({ code, label: ATTENTION_REASONS[code] })),
      undeliveredEmailKinds: codes.includes('email-undelivered') ? [...undeliveredEmailKinds] : [],
    });
  });
  return { bookings, count: flagged.length, ...adminPageOf(page, flagged.length) };
}
