// The provider's page's first useful paint, as a user timing the page itself records: a script added
// before the app's (puppeteer's evaluateOnNewDocument) watches the document and marks `RIDE_SHOWN` in the
// frame after the ride's heading ('Ride {id}') and both of the offer's buttons are laid out. Lighthouse
// lists the mark among the report's user timings.

export const RIDE_SHOWN = 'provider-ride-shown';

/**
 * Runs in the page before its scripts: self-contained, and with no named inner function (the loader would
 * wrap one in a helper the page does not have).
 */
export function markWhenRideShown(mark: string, buttons: string[]): void {
  if (location.protocol !== 'http:') return;
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('h1')?.textContent?.trim() ?? '';
    if (!heading.startsWith('Ride ') || heading === 'Ride offer') return;
    const texts = [...document.querySelectorAll('button')]
      .filter((button) => button.getClientRects().length > 0)
      .map((button) => button.textContent?.trim());
    if (!buttons.every((text) => texts.includes(text))) return;
    observer.disconnect();
    // The frame that paints them: marked once it has run.
    requestAnimationFrame(() => setTimeout(() => performance.mark(mark), 0));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}
