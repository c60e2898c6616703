import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/web/renderRoute';

describe('scroll to top', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where the visitor has scrolled it (a prerendered page hydrates late)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    // The effects of that render have run (act flushes them with the heading's render).
    await act(async () => {});

    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the page changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    await act(() => router.navigate('/privacy'));

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the scroll position alone when the new URL has a hash', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    await act(() => router.navigate('/#our-destinations'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Book Your Transport' })).toBeTruthy();
    // The anchor scrolling takes over (HashScroller); the page does not jump to its top.
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });
});
