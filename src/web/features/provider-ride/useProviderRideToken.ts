import { useEffect, useState } from 'react';
import { APP_ROUTES, providerRidePath, withoutTrailingSlash } from '../../../domain/routes';

/**
 * The ride link's token leaves the address bar and the history once the page has read it, as the feedback
 * page's does (issue 26): `/provider/rides/{token}` becomes `/provider/rides`, so the token is not shared
 * by copying the address, nor sent on as a Referer. It stays in this tab's session storage, so a reload
 * (a driver's phone does that often) opens the same ride.
 */
const TOKEN_KEY = 'providerRideToken';

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
export function useProviderRideToken(fromPath: string | undefined): string {
  const [stored] = useState(storedToken);

  useEffect(() => {
    if (!fromPath || withoutTrailingSlash(window.location.pathname) !== providerRidePath(fromPath)) return;
    // Without storage a reload would lose the token: then it stays in the address bar.
    if (!storeToken(fromPath)) return;
    const { hash } = window.location;
    window.history.replaceState(window.history.state, '', `${APP_ROUTES.providerRideOpened}${hash}`);
  }, [fromPath]);

  return fromPath ?? stored ?? '';
}
