/**
 * The public module of server/manage/: what other server folders may import from it (decision 035).
 */

export { manageRoutes } from './manage.routes';
export { loadManageLinks } from './manage-token';
