import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { type Navigation, NavigationContext } from './NavigationContext';

/**
 * Navigation inside the single-page app: React Router's links, navigate and location, given to the shared
 * parts (header, footer, home page) through the seam so they never import the router themselves.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, hash, key } = useLocation();
  const routerNavigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({
      Link: RouterLink,
      navigate: (to) => void routerNavigate(to),
      location: { pathname, hash, key },
    }),
    [routerNavigate, pathname, hash, key],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
