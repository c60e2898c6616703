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
 * Navigation for a page without a router (the home page's own entry): plain links, full page loads to
 * other pages, and a live location so moving to an anchor of this page scrolls to it.
 */
export function DocumentNavigation({ serverPathname, children }: DocumentNavigationProps) {
  const serverLocation = useMemo<SiteLocation>(
    () => ({ pathname: serverPathname, hash: '', key: 'server' }),
    [serverPathname],
  );
  const location = useSyncExternalStore(
    subscribeToDocumentLocation,
    currentDocumentLocation,
    () => serverLocation,
  );
  const navigation = useMemo<Navigation>(
    () => ({ Link: DocumentLink, navigate: goToDocument, location }),
    [location],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
