import { describe, expect, it } from 'vitest';
import { isStaticPage, notFoundPageName, prerenderedFile, prerenderedPages } from './prerendered-pages';
import { isAppRoute } from './routes';

describe('the table of prerendered pages', () => {
  it('has one page for the paths the app does not know, not itself one of its routes', () => {
    const notFound = prerenderedPages().filter(({ page }) => page.notFound);
    expect(notFound.map(({ name }) => name)).toEqual(['not-found']);
    expect(notFoundPageName()).toBe('not-found');
    expect(isAppRoute(notFound[0]?.page.path ?? '/')).toBe(false);
  });

  it('serves every other page at a route of the app, each at its own', () => {
    const served = prerenderedPages().filter(({ page }) => !page.notFound);
    for (const { page } of served) expect(isAppRoute(page.path.replace(':id', 'K7M2Q9XH4T'))).toBe(true);
    expect(new Set(served.map(({ page }) => page.path)).size).toBe(served.length);
  });

  it("gives the single-page app's pages the screen they render, and the light pages none", () => {
    for (const { name, page } of prerenderedPages()) {
      expect(page.screen !== undefined, name).toBe(page.entry === 'index.html');
    }
  });

  it('names the static pages: the legal pages and Page Not Found', () => {
    const names = prerenderedPages().map(({ name }) => name);
    expect(names.filter(isStaticPage)).toEqual(['terms', 'privacy', 'not-found']);
  });

  it('puts each page in a file of its name under prerendered/', () => {
    expect(prerenderedFile('check-my-booking')).toBe('prerendered/check-my-booking.html');
  });
});
