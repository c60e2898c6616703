/**
 * The public module of server/health/: what other server folders may import from it (decision 035).
 */
export { healthRoutes } from './health.routes';
