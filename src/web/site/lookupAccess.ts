/**
 * A lookup made in this tab opens the manage page without asking again. The e-mail and last
 * name of the last successful lookup stay in session storage (this tab only, gone when it closes).
 */
const LOOKUP_ACCESS_KEY = 'manageLookup';

export type LookupAccess = { email: string; lastName: string };

export function saveLookupAccess(access: LookupAccess): void {
  try {
    window.sessionStorage.setItem(LOOKUP_ACCESS_KEY, JSON.stringify(access));
  } catch {
    // Storage switched off: the manage page asks for the e-mail and last name instead.
  }
}

export function loadLookupAccess(): LookupAccess | null {
  try {
    const raw = window.sessionStorage.getItem(LOOKUP_ACCESS_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { email, lastName } = parsed as Record<string, unknown>;
    return typeof email === 'string' && typeof lastName === 'string' ? { email, lastName } : null;
  } catch {
    return null;
  }
}
