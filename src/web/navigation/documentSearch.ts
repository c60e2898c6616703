import { useSyncExternalStore } from 'react';

/**
 * The address's query on a page without a router (Check My Booking loaded as a document, docs/decisions/039):
 * read, set as a new history entry, and followed back and forward, as React Router's useSearchParams does
 * in the single-page app.
 */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/** The query and a setter that pushes a history entry; the prerender (no window) reads none. */
export function useDocumentSearch(): [URLSearchParams, (next: Record<string, string>) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const setSearch = (next: Record<string, string>) => {
    const query = new URLSearchParams(next).toString();
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    notify();
  };
  return [new URLSearchParams(search), setSearch];
}
