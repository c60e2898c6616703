/**
 * The public module of server/admin/: what other server folders may import from it (decision 035).
 */
export { adminRoutes } from './admin.routes';
export { getBoardRide } from './dispatch-board/board.service';
export { rideChangeHub } from './dispatch-board/ride-change-hub';
export { listTuningFor } from './list/admin-list.queries';
