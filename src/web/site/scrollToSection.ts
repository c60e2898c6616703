import { scrollOffsetFor } from '../../domain/constants';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls so the element with this id sits just below the sticky header (SPEC: 80px from 768px wide,
 * 68px below). Smooth unless the visitor asked for reduced motion. False when there is no such element.
 */
export function scrollToSection(id: string, { smooth = true }: { smooth?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - scrollOffsetFor(window.innerWidth);
  window.scrollTo({ top: Math.max(0, top), behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  return true;
}

/** Back to the top of the page, where the home page's booking form is. */
export function scrollToPageTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
