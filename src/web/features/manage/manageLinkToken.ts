/**
 * The manage link's token: read from the address once, then taken out of it (history.replace)
 * so it stays in no history entry, bookmark or screenshot of the address bar; kept for this tab in session
 * storage, so a reload still opens the booking.
 */
const KEY_PREFIX = 'manageToken:';

export function keepManageToken(id: string, token: string): void {
  try {
    window.sessionStorage.setItem(KEY_PREFIX + id, token);
  } catch {
    // Storage switched off: a reload asks for the e-mail and last name instead.
  }
}

export function keptManageToken(id: string): string | null {
  try {
    return window.sessionStorage.getItem(KEY_PREFIX + id);
  } catch {
    return null;
  }
}
