/**
 * The public module of server/dispatch/: what other server folders may import from it (decision 035).
 */
export { dispatchDepsOf } from './dispatch-deps';
export { applyLanding } from './landing.service';
export { expireOffers } from './offer-expiry';
export { getBookingDispatch, sendOffer, withdrawOffer } from './offers.service';
export { providerRoutes } from './provider.routes';
export { tellProviderOfCancellation, tellProviderOfChange } from './ride-changes';
export { loadRideLinks } from './ride-links';
