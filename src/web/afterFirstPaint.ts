/**
 * Resolves once the browser has painted what the HTML holds (the frame after the next animation frame),
 * at once in a hidden tab (which paints nothing). Hydrating a prerendered page after that puts its whole
 * content on screen first: hydration is the page's longest task, and a frame waiting behind it would
 * hold back the largest text of the page (its Largest Contentful Paint) until the script is done.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}
