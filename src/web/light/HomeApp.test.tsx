import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_NAME } from '../../domain/brand';
import { HomeApp } from './HomeApp';

let root: Root | undefined;
/** The markup as the prerender wrote it, before hydration. */
let prerendered = '';
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The prerendered markup, then entry-home.tsx's hydration of it. */
async function hydratePrerenderedHome(): Promise<{ recoverable: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StrictMode>
      <HomeApp />
    </StrictMode>,
  );
  document.body.append(container);
  prerendered = container.innerHTML;
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <HomeApp />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { recoverable };
}

describe('the router-free home page', () => {
  it('hydrates its prerendered markup without a mismatch, leaving one quick form', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const consoleError = vi.spyOn(console, 'error');

    const { recoverable } = await hydratePrerenderedHome();

    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // Preact reports no mismatch: that the page is left exactly as prerendered says it for both runtimes.
    expect(document.body.firstElementChild?.innerHTML).toBe(prerendered);
    expect(screen.getAllByRole('form', { name: 'Quick booking' })).toHaveLength(1);
    expect(screen.getAllByLabelText('Service Type')).toHaveLength(1);
  });

  it('links with plain anchors: other pages are full page loads', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await hydratePrerenderedHome();

    const header = within(screen.getByRole('banner'));
    const brand = header.getByRole('link', { name: BRAND_NAME });
    expect(brand.getAttribute('href')).toBe('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Check My Booking' }).getAttribute('href')).toBe(
      '/check-my-booking',
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link.hasAttribute('data-discover'), link.textContent ?? '').toBe(false);
    }
  });
});
