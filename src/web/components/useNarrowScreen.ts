import { useSyncExternalStore } from 'react';

/** Under Tailwind's `sm` (640 px): a phone held upright. */
const NARROW = '(max-width: 639.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrower than 640 px, following a rotation; false on the server and where the
 * browser cannot say (the wide layout is the default).
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(NARROW).matches ?? false,
    () => false,
  );
}
