import type { SiteLocation } from './siteLocation';

/**
 * Where the page is, and how to go elsewhere, without a router: the home page's own entry has none (its
 * script budget, docs/decisions/008). Another page is a full page load; an anchor of this same page is
 * a history entry and a smooth scroll (HashScroller follows the location this module keeps).
 */
const listeners = new Set<() => void>();
let moves = 0;
let snapshot: SiteLocation | undefined;

function readLocation(): SiteLocation {
  const { pathname, hash } = window.location;
  return { pathname, hash, key: `document-${moves}` };
}

function changed(): void {
  moves += 1;
  snapshot = readLocation();
  for (const listener of listeners) listener();
}

/** The page's location; the same object until it changes (useSyncExternalStore needs that). */
export function currentDocumentLocation(): SiteLocation {
  snapshot ??= readLocation();
  return snapshot;
}

export function subscribeToDocumentLocation(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', changed);
  };
}

/** True when `to` is an anchor of the page already shown: following it must not reload the page. */
export function isSamePageAnchor(to: string): boolean {
  const target = new URL(to, window.location.href);
  const here = window.location;
  return (
    target.hash !== '' &&
    target.origin === here.origin &&
    target.pathname === here.pathname &&
    target.search === here.search
  );
}

/** Goes to `to`: a new history entry for an anchor of this page, a full page load for anything else. */
export function goToDocument(to: string): void {
  if (isSamePageAnchor(to)) {
    window.history.pushState(null, '', to);
    changed();
    return;
  }
  window.location.assign(to);
}
