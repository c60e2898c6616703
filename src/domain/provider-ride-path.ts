/**
 * The provider's ride link's path and its token. Apart from routes.ts, which
 * every light page downloads with its first island: only the provider's page reads these.
 */

/** The provider's page of a ride offer. */
export function providerRidePath(token: string): string {
  return `/provider/rides/${encodeURIComponent(token)}`;
}

const PROVIDER_RIDE_PATH = /^\/provider\/rides\/([^/]+)\/?$/;

/** The token of a provider's ride page's path (a trailing slash tolerated), or undefined for any other. */
export function providerRideTokenOf(pathname: string): string | undefined {
  const encoded = PROVIDER_RIDE_PATH.exec(pathname)?.[1];
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    // A malformed escape opens no ride.
    return undefined;
  }
}
