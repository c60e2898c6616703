import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import type { AdminMenu } from './AdminMenu';
import type { AdminMenuItems } from './AdminMenuItems';

/** A component fetched when first rendered, drawing nothing until it is in (no Suspense: see below). */
function useFetchedComponent<Props>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> | null {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let current = true;
    void load().then((loaded) => {
      if (current) setComponent(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [load]);
  return Component;
}

const loadAdminMenu = () => import('./AdminMenu').then((module) => module.AdminMenu);
const loadAdminMenuItems = () => import('./AdminMenuItems').then((module) => module.AdminMenuItems);

/**
 * The Admin menu and its items (a dozen icons), fetched only once the session says an admin is signed in:
 * the header is hydrated on every page's first screen (docs/decisions/039), where a visitor never needs
 * them. Not React's `lazy`: on Preact its Suspense would add more to every page than the menu weighs.
 */
export function LazyAdminMenu(props: ComponentProps<typeof AdminMenu>) {
  const Loaded = useFetchedComponent(loadAdminMenu);
  return Loaded ? <Loaded {...props} /> : null;
}

export function LazyAdminMenuItems(props: ComponentProps<typeof AdminMenuItems>) {
  const Loaded = useFetchedComponent(loadAdminMenuItems);
  return Loaded ? <Loaded {...props} /> : null;
}
