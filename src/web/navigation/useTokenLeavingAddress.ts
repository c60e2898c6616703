import { useEffect, useState } from 'react';
import { withoutTrailingSlash } from '../../domain/trailing-slash';

/**
 * A secret link's token leaves the address bar and the history once the page has read it
 * (`/feedback/{token}?rating=N` becomes `/feedback?rating=N`, `/provider/rides/{token}` becomes
 * `/provider/rides`), so it is not shared by copying the address nor sent on as a Referer. It stays in
 * this tab's session storage, so a reload (a driver's phone does that often) opens the same page.
 */
type TokenLink = {
  /** The session-storage key the token is kept under: one a kind of link. */
  storageKey: string;
  /** The path that carries the token, as the link's e-mail wrote it. */
  tokenPath: (token: string) => string;
  /** The same page's path without the token. */
  openedPath: string;
  /** Whether the query (such as the rating a feedback link chose) stays in the address. */
  keepQuery: boolean;
};

function storedToken(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps the token for this tab; false when storage is switched off. */
function storeToken(key: string, token: string): boolean {
  try {
    window.sessionStorage.setItem(key, token);
    return true;
  } catch {
    return false;
  }
}

/** The token of the link this tab opened: from the path, or once it has left it, from session storage. */
export function useTokenLeavingAddress(
  fromPath: string | undefined,
  { storageKey, tokenPath, openedPath, keepQuery }: TokenLink,
): string {
  const [stored] = useState(() => storedToken(storageKey));

  useEffect(() => {
    if (!fromPath || withoutTrailingSlash(window.location.pathname) !== tokenPath(fromPath)) return;
    // Without storage a reload would lose the token: then it stays in the address bar.
    if (!storeToken(storageKey, fromPath)) return;
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${openedPath}${keepQuery ? search : ''}${hash}`);
  }, [fromPath, storageKey, tokenPath, openedPath, keepQuery]);

  return fromPath ?? stored ?? '';
}
