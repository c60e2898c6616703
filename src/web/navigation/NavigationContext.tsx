import { type ComponentType, createContext, useContext } from 'react';
import { DocumentLink } from './DocumentLink';
import { goToDocument } from './documentLocation';
import type { NavigationLinkProps } from './linkProps';
import type { SiteLocation } from './siteLocation';

/**
 * How the site's shared parts (header, footer, home page, quick form) link and move, without knowing
 * whether a router is there. The single-page app gives React Router's (RouterNavigation); the home page's
 * own entry has no router and gives plain links and full page loads (DocumentNavigation), which keeps
 * React Router out of its first download (docs/decisions/008).
 */
export interface Navigation {
  Link: ComponentType<NavigationLinkProps>;
  navigate: (to: string) => void;
  location: SiteLocation;
}

/** Without a provider: plain links, and the location the page had when this module loaded. */
const withoutProvider: Navigation = {
  Link: DocumentLink,
  navigate: goToDocument,
  location:
    typeof window === 'undefined'
      ? { pathname: '/', hash: '', key: 'default' }
      : { pathname: window.location.pathname, hash: window.location.hash, key: 'default' },
};

export const NavigationContext = createContext<Navigation>(withoutProvider);

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** A link through whichever navigation the page has. */
export function Link(props: NavigationLinkProps) {
  const { Link: NavigationLink } = useNavigation();
  return <NavigationLink {...props} />;
}
