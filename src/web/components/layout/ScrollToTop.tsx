import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at its top (SPEC section 2). A URL with a hash is left alone: it asks for a place on the
 * page (an anchor on the home page, a heading of the terms), which the anchor scrolling handles.
 *
 * Only a move to another page scrolls, never the first render: a page loaded in full already starts at its
 * top, and a prerendered page hydrates after its first paint (docs/decisions/024), by when the visitor may
 * have scrolled down; jumping back to the top then would move the footer link they are about to tap out
 * from under their finger (a tap landing on whatever took its place).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The page last rendered; a ref, so StrictMode's second run of the effect on mount sees it unchanged.
  const shownPathname = useRef(pathname);

  // Keyed on the pathname alone: a change of page scrolls, a change of hash on the same page does not.
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (hash) return;
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
