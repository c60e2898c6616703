import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPrerenderedPage } from '../../../testing/web/prerenderedPage';
import { renderRoute } from '../../../testing/web/renderRoute';
import { MONEY_BACK_GUARANTEE_ID } from '../legal/legalIds';

// The second test leaves the page's boot state (the visitor has acted) behind: it stays last.
describe("a URL's #anchor on the first page", () => {
  afterEach(() => vi.restoreAllMocks());

  async function openTermsAtTheGuarantee() {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderRoute(`/terms#${MONEY_BACK_GUARANTEE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    // The effects of that render have run (act flushes them with the heading's render).
    await act(async () => {});
    return scrollTo;
  }

  it('is brought into view below the header when the app renders the page', async () => {
    const scrollTo = await openTermsAtTheGuarantee();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('leaves a prerendered page where the visitor put it before the app arrived', async () => {
    startPrerenderedPage();
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 400 }));

    const scrollTo = await openTermsAtTheGuarantee();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
