/**
 * A ref callback for a status that follows the driver's act ('Accepted by …', 'Marked: …'): the act's
 * button or form is gone, so the focus moves to the new state, which scrolls into the middle of the
 * screen (a phone held mid-page would otherwise show nothing happening). The element needs tabIndex -1.
 */
export function revealOnMount(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  // jsdom has no scrolling; browsers all do.
  element.scrollIntoView?.({ block: 'center' });
}
