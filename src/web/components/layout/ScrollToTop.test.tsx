import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/web/renderRoute';

describe('scroll to top', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top when the page changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    // The first page's own scroll to the top runs in an effect after the heading is on screen: wait for it,
    // so it is not mistaken for a scroll caused by the navigation under test.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockClear();

    await act(() => router.navigate('/privacy'));

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the scroll position alone when the new URL has a hash', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    // The first page's own scroll to the top runs in an effect after the heading is on screen: wait for it,
    // so it is not mistaken for a scroll caused by the navigation under test.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockClear();

    await act(() => router.navigate('/#our-destinations'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Book Your Transport' })).toBeTruthy();
    // The anchor scrolling takes over (HashScroller); the page does not jump to its top.
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });
});
