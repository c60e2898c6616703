/**
 * Whether an admin is signed in, for the header's Admin menu. Read from GET /api/auth/session after the
 * page shows (never before first paint); anything but a clear yes counts as signed out. Checked by hand
 * rather than with the zod schema so zod stays out of the home page's first download.
 */
export async function fetchIsAdmin(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/session', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { authenticated?: unknown; user?: { role?: unknown } | null };
    return body.authenticated === true && body.user?.role === 'admin';
  } catch {
    return false;
  }
}

/** Ends the admin session. The caller goes home whatever the answer: a failed logout leaves nothing to show. */
export async function logout(): Promise<void> {
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: '{}',
    });
  } catch {
    // Network failure: the session check on the next page says what is true.
  }
}
