/**
 * Whether the site's cookies are `Secure` (and may take the `__Host-` and `__Secure-` prefixes, which a
 * browser refuses from plain HTTP): when the site is served over https, as PUBLIC_URL says. One rule for the
 * session cookie and the confirmation page's pass.
 */
export function cookiesAreSecure(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}
