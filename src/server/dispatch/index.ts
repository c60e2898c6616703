/**
 * The public module of server/dispatch/: what other server folders may import from it (decision 035).
 */
export { adminDispatchRoutes } from './admin-dispatch.routes';
export { adminLandingRoutes } from './admin-landing.routes';
export { boardRoutes } from './board/board.routes';
export { getBoardRide } from './board/board.service';
export type { StreamCount } from './board/board-streams';
export { type RideChangeHub, rideChangeHub } from './board/ride-change-hub';
export { dispatchDepsOf } from './dispatch-deps';
export { applyLanding } from './landing.service';
export { expireOffers } from './offer-expiry';
export { providerRoutes } from './provider.routes';
export { providerRidePages } from './provider-ride-shown';
export { tellProviderOfCancellation, tellProviderOfChange } from './ride-changes';
export { loadRideLinks } from './ride-links';
