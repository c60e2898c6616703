/**
 * The public module of server/site/: what other server folders may import from it (decision 035).
 */
export { registerWebApp } from './serve-web-app';
