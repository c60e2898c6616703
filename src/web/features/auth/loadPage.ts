/**
 * A full page load of one of our paths. Used after sign-in: the header asks who is signed in when the
 * page loads, and telling it otherwise would put more code on the home page's first download.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
