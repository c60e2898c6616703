import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../../domain/prerendered-pages';
import { renderPage } from './entry-server';

// The light build's prerenderer finds each light page's App by its entry's name: a page added to the table
// without its App (or with an App that exports no renderPage) fails here, not only in the build.
const lightPages = prerenderedPages().filter(({ page }) => page.entry !== 'index.html');

describe('the light build prerenderer', () => {
  it('has light pages to render', () => {
    expect(lightPages.map(({ name }) => name)).toContain('home');
  });

  // The site's pages stand in the site's frame, whose header is an island; the provider's ride page in a
  // frame of its own (docs/decisions/058, 061), without the site's header.
  const siteFramed = lightPages.filter(({ name }) => name !== 'provider-ride').map(({ name }) => name);

  it.each(siteFramed)('renders %s with its title and its islands', (name) => {
    const { head, body } = renderPage(name);
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toContain('data-island="header"');
  });

  it("renders the provider's ride page with its title, kept out of search, in its own frame", () => {
    const { head, body } = renderPage('provider-ride');
    expect(head).toMatch(/<title>Ride [^<]+<\/title>/);
    expect(head).toContain('<meta name="robots" content="noindex"');
    expect(body).toContain('data-island="provider-ride"');
    expect(body).not.toContain('data-island="header"');
  });
});
