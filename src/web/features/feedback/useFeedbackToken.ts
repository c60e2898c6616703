import { useEffect, useState } from 'react';
import { APP_ROUTES, feedbackPath, withoutTrailingSlash } from '../../../domain/routes';

/**
 * Issue 26: the feedback link's token leaves the address bar and the history once the page has read it
 * (`/feedback/{token}?rating=N` becomes `/feedback?rating=N`), so it is not shared by copying the address
 * nor sent on as a Referer. It stays in this tab's session storage, so a reload opens the same answer.
 */
const TOKEN_KEY = 'feedbackToken';

function storedToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Keeps the token for this tab; false when storage is switched off. */
function storeToken(token: string): boolean {
  try {
    window.sessionStorage.setItem(TOKEN_KEY, token);
    return true;
  } catch {
    return false;
  }
}

/** The token of the link this tab opened: from the path, or once it has left it, from session storage. */
export function useFeedbackToken(fromPath: string | undefined): string {
  const [stored] = useState(storedToken);

  useEffect(() => {
    if (!fromPath || withoutTrailingSlash(window.location.pathname) !== feedbackPath(fromPath)) return;
    // Without storage a reload would lose the token: then it stays in the address bar.
    if (!storeToken(fromPath)) return;
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${APP_ROUTES.feedbackForm}${search}${hash}`);
  }, [fromPath]);

  return fromPath ?? stored ?? '';
}
