import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from '../../site/scrollToSection';

/**
 * Brings a URL's #anchor into view below the sticky header: the header's 'Why Us' and 'Our Destinations'
 * (on the home page or arriving from another page) and links such as /terms#money-back-guarantee.
 * The first page load jumps at once (the browser has usually done so already, from the CSS scroll padding);
 * later moves scroll smoothly.
 */
export function HashScroller() {
  const { pathname, hash, key } = useLocation();
  const firstRun = useRef(true);

  useEffect(() => {
    const smooth = !firstRun.current;
    firstRun.current = false;
    if (!hash) return;
    scrollToSection(decodeURIComponent(hash.slice(1)), { smooth });
    // `key` too: clicking the same anchor again, after scrolling away, scrolls back to it.
  }, [pathname, hash, key]);

  return null;
}
