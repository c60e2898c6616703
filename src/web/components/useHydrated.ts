import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders on the server (the prerender) and while it hydrates that markup; true after,
 * and at once for a screen the browser renders by itself. A page whose content depends on what only the
 * browser knows (session storage, say) renders the prerendered version first, so hydration matches, and
 * its real content right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
