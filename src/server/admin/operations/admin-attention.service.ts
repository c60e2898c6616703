/** The dashboard's 'Needs attention' view (issue 9): the bookings an operator must act on, with why. */
import {
  ATTENTION_LIST_LIMIT,
  ATTENTION_REASONS,
  type AttentionReasonCode,
  attentionReasons,
} from '../../../domain/attention';
import type { AttentionBooking, AttentionList } from '../../../domain/schemas/admin-api';
import type { Database } from '../../db/client';
import { attentionBookings, findAttentionCandidates } from './admin-attention.queries';

interface Flagged {
  id: string;
  codes: AttentionReasonCode[];
  undeliveredEmailKinds: readonly string[];
}

/**
 * The rules decide on the candidates' few columns and facts; the bookings shown come whole with the
 * candidates, or are read after for the few shown beyond the first candidates (decision 040). A booking
 * read in that second read shows as saved then, with the reasons of a moment before, as any list is a
 * moment old.
 */
export async function listAttention(db: Database, now: Date): Promise<AttentionList> {
  const { candidates, sentWhole } = await findAttentionCandidates(db, now);
  const flagged: Flagged[] = [];
  for (const candidate of candidates) {
    const codes = attentionReasons(candidate, candidate, now);
    if (codes.length > 0) {
      flagged.push({ id: candidate.id, codes, undeliveredEmailKinds: candidate.undeliveredEmailKinds });
    }
  }
  const shown = flagged.slice(0, ATTENTION_LIST_LIMIT);
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
  return { bookings, count: flagged.length };
}
