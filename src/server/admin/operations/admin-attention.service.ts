/** The dashboard's 'Needs attention' view (issue 9): the bookings an operator must act on, with why. */
import { ATTENTION_LIST_LIMIT, ATTENTION_REASONS, attentionReasons } from '../../../domain/attention';
import type { AttentionBooking, AttentionList } from '../../../domain/schemas/admin-api';
import type { Database } from '../../db/client';
import { findAttentionCandidates } from './admin-attention.queries';

export async function listAttention(db: Database, now: Date): Promise<AttentionList> {
  const candidates = await findAttentionCandidates(db, now);
  const flagged: AttentionBooking[] = [];
  for (const { booking, ...facts } of candidates) {
    const codes = attentionReasons(booking, facts, now);
    if (codes.length > 0) {
      flagged.push({
        ...booking,
        reasons: codes.map((code) => ({ code, label: ATTENTION_REASONS[code] })),
        undeliveredEmailKinds: codes.includes('email-undelivered') ? facts.undeliveredEmailKinds : [],
      });
    }
  }
  return { bookings: flagged.slice(0, ATTENTION_LIST_LIMIT), count: flagged.length };
}
