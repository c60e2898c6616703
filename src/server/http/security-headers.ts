/**
 * The security headers of every answer, with the Content Security Policy, as helmet writes them: helmet's
 * middleware is run once against a stand-in response that records what it sets. The web app needs
 * `style-src 'unsafe-inline'` for the critical CSS inlined in the prerendered pages (decision 023).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * `inlineScripts`: the hashes (`sha256-…`) of the scripts the build wrote inline into the pages
 * (site/inline-script-hashes.ts), allowed beside the site's own files.
 */
export function securityHeaders(
  https: boolean,
  inlineScripts: readonly string[] = [],
): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  if (!headers['content-security-policy']) throw new Error('helmet wrote no Content-Security-Policy');
  return headers;
}
