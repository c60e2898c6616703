/**
 * The public module of server/system/: what other server folders may import from it (decision 035).
 */
export { buildVersion } from './build-version';
export { startHeartbeat } from './heartbeat';
export { createMetrics } from './metrics';
export { registerMetrics } from './metrics.routes';
export { systemRoutes } from './system.routes';
export type { SystemDeps } from './system-deps';
