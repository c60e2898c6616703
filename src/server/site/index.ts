/**
 * The public module of server/site/: what other server folders may import from it (decision 035).
 */

export { readInlineScriptHashes } from './inline-script-hashes';
export { type BookingOfItsBrowser, registerWebApp } from './serve-web-app';
