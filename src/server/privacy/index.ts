/**
 * The public module of server/privacy/: what other server folders may import from it (decision 035).
 */
export { erasePersonalData } from './personal-data.service';
export { privacyRoutes } from './privacy.routes';
