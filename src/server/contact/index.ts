/**
 * The public module of server/contact/: what other server folders may import from it (decision 035).
 */
export { contactRoutes } from './contact.routes';
