import { useSyncExternalStore } from 'react';

declare const __BUILD_YEAR__: number | undefined;

/** The year the prerender ran (vite.config.ts defines it for both builds); this year outside a build. */
const BUILD_YEAR = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

const subscribe = () => () => {};

/**
 * The current year for the copyright line. Hydration first uses the prerender's year, so the markup always
 * matches, then React re-renders with the visitor's year if a new one has begun since the build.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
