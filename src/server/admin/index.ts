/**
 * The public module of server/admin/: what other server folders may import from it (decision 035).
 */
export { adminRoutes } from './admin.routes';
export { listTuningFor } from './list/admin-list.queries';
