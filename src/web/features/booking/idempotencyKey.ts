/**
 * One key per submission attempt of a draft: sending the same request again (a double click, a retry
 * after a dropped connection) reuses the key so the server makes one booking; a changed request gets a
 * new key.
 */
export function createIdempotencyKeys(): (request: unknown) => string {
  let last: { body: string; key: string } | null = null;
  return (request) => {
    const body = JSON.stringify(request);
    if (last?.body !== body) last = { body, key: randomKey() };
    return last.key;
  };
}

/** crypto.randomUUID needs a secure context; a plain-http test server on a LAN address has none. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
