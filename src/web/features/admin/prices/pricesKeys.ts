import { ADMIN_KEY } from '../useAdminBookings';

/** Under the admin key, so what reloads the admin's data reloads the prices too. */
export const PRICES_KEY = [...ADMIN_KEY, 'prices'];

/** 'Cancun Airport→Tulum': a route's key among the page's inputs and history rows. */
export const routeKey = (route: { from: string; to: string }) => `${route.from}→${route.to}`;
