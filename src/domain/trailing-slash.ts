/**
 * '/terms/' is '/terms' (the server answers both with the same page); '/' stays. Apart from routes.ts,
 * which every light page downloads with its first island: few of them read this.
 */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
