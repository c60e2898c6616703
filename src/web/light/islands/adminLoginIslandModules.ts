import { ISLAND_MODULES, type IslandModules } from './islandModules';

/**
 * The admin login's islands (entry-admin-login.tsx): the site frame's and the sign-in form. In a module of
 * its own, so that the other light pages' entries do not list the form among their islands.
 */
export const ADMIN_LOGIN_ISLAND_MODULES = {
  ...ISLAND_MODULES,
  'admin-login': () =>
    import('../../features/auth/AdminLoginIsland').then((module) => module.AdminLoginIsland),
} satisfies IslandModules;
