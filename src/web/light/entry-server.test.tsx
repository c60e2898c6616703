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

  it.each(lightPages.map(({ name }) => name))('renders %s with its title and its islands', (name) => {
    const { head, body } = renderPage(name);
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toContain('data-island="header"');
  });
});
