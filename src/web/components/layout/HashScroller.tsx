import { useEffect, useRef } from 'react';
import { useNavigation } from '../../navigation/NavigationContext';
import { visitorActedEarly } from '../../shared/earlyInteractions';
import { scrollToSection } from '../../site/scrollToSection';

/** How long the target is followed while content above it may still change height (lazy parts loading). */
const FOLLOW_MS = 1500;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings a URL's #anchor into view below the sticky header: the header's 'Why Us' and 'Our Destinations'
 * (on the home page or arriving from another page) and links such as /terms#money-back-guarantee.
 * The first page load jumps at once (the browser has usually done so already, from the CSS scroll padding),
 * unless the visitor has used the prerendered page before the app arrived: it stays where they put it
 * (docs/decisions/024); later moves scroll smoothly. Content that loads after the scroll started (a lazily loaded screen, for one)
 * moves the target, so for a moment the page keeps aiming at it, until the visitor scrolls for themselves.
 * It reads the location through the navigation seam, so it works in the single-page app and on the
 * router-free home page alike.
 */
export function HashScroller() {
  const { pathname, hash, key } = useNavigation().location;
  const firstRun = useRef(true);

  useEffect(() => {
    const smooth = !firstRun.current;
    firstRun.current = false;
    if (!hash || (!smooth && visitorActedEarly())) return;
    const id = decodeURIComponent(hash.slice(1));
    if (!scrollToSection(id, { smooth }) || typeof ResizeObserver === 'undefined') return;

    const reaim = new ResizeObserver(() => scrollToSection(id, { smooth }));
    reaim.observe(document.body);
    const stop = () => {
      reaim.disconnect();
      clearTimeout(timer);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    const timer = setTimeout(stop, FOLLOW_MS);
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    return stop;
    // `key` too: clicking the same anchor again, after scrolling away, scrolls back to it.
  }, [pathname, hash, key]);

  return null;
}
