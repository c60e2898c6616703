/** The dispatch board's calls: the day's rides, the address of its live stream, the session. */

import { type Board, boardSchema } from '../../../../domain/schemas/dispatch-board';
import { isAdminUser, sessionResponseSchema } from '../../../../domain/schemas/session';
import { fetchJson } from '../../../api/fetchJson';
import { ADMIN_KEY } from '../useAdminBookings';

/** Under the admin key, so what reloads the admin's data (an edit on the dashboard) reloads the board. */
export function boardKey(day: string) {
  return [...ADMIN_KEY, 'dispatch-board', day];
}

export function fetchBoard(day: string, signal?: AbortSignal): Promise<Board> {
  return fetchJson(`/api/admin/dispatch/board?${new URLSearchParams({ day })}`, {
    schema: boardSchema,
    signal,
  });
}

/** Server-sent events of the day's rides; the session cookie goes with it (same origin). */
export function boardStreamUrl(day: string): string {
  return `/api/admin/dispatch/stream?${new URLSearchParams({ day })}`;
}

/**
 * Whether the browser's session is an admin's still, asked when the server refused the stream: false only
 * when the server says so; null when it could not be asked (a restart, the network), so the board waits.
 */
export async function stillSignedIn(): Promise<boolean | null> {
  try {
    const session = await fetchJson('/api/auth/session', { schema: sessionResponseSchema });
    return session.authenticated && isAdminUser(session.user);
  } catch {
    return null;
  }
}
