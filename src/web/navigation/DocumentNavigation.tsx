import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { DocumentLink } from './DocumentLink';
import { currentDocumentLocation, goToDocument, subscribeToDocumentLocation } from './documentLocation';
import { type Navigation, NavigationContext } from './NavigationContext';
import type { SiteLocation } from './siteLocation';

interface DocumentNavigationProps {
  /** The path the page is rendered for at build time (the prerender has no window). */
  serverPathname: string;
  children: ReactNode;
}

/**
 * The location the page is rendered (and hydrated) with. In the browser, when the address is the very page
 * the prerender rendered (no anchor), it is the live location object itself: React then finds nothing
 * changed once hydrated, and does not render every link and form of the page a second time. That render
 * came right after hydration, when a traveller may already be choosing in the quick form, and put a
 * drop-down being changed back to its old value.
 */
function hydrationLocation(serverLocation: SiteLocation): SiteLocation {
  if (typeof window === 'undefined') return serverLocation;
  const live = currentDocumentLocation();
  return live.pathname === serverLocation.pathname && live.hash === '' ? live : serverLocation;
}

/**
 * Navigation for a page without a router (the home page's own entry): plain links, full page loads to
 * other pages, and a live location so moving to an anchor of this page scrolls to it.
 */
export function DocumentNavigation({ serverPathname, children }: DocumentNavigationProps) {
  const serverLocation = useMemo<SiteLocation>(
    () => ({ pathname: serverPathname, hash: '', key: 'server' }),
    [serverPathname],
  );
  const location = useSyncExternalStore(subscribeToDocumentLocation, currentDocumentLocation, () =>
    hydrationLocation(serverLocation),
  );
  const navigation = useMemo<Navigation>(
    () => ({ Link: DocumentLink, navigate: goToDocument, location }),
    [location],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
