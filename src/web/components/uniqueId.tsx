import { createContext, useContext, useId } from 'react';

/**
 * Each island is hydrated on a root of its own (docs/decisions/039), and React's and Preact's `useId`
 * count from the start on every root: two islands of one page (Check My Booking's lookup and the footer's
 * contact form) gave their fields the same ids, so a label named the other island's field. The island's
 * root (IslandRoot) sets a prefix of its own here; in the single-page app there is none.
 */
export const IdPrefix = createContext('');

/** `useId`, unique across the page's islands too: use it for every id a label or an ARIA link points at. */
export function useUniqueId(): string {
  return useContext(IdPrefix) + useId();
}
