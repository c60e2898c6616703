/**
 * How a path no route matched is read where it matters (the origin check, the 404 of an unknown API
 * call): percent-decoded until nothing changes, backslashes read as slashes (as browsers do), runs of
 * slashes made one, in lower case. So `/%61pi//Admin` is judged as `/api/admin`.
 */

/** Percent-decoding until nothing changes (a few rounds at most), leaving a malformed escape as it is. */
function decoded(path: string): string {
  let current = path;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

export function normalisedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  return decoded(raw)
    .replace(/[\\/]+/g, '/')
    .toLowerCase();
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
