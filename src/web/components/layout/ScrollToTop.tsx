import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at its top (SPEC section 2). A URL with a hash is left alone: it asks for a place on the
 * page (an anchor on the home page, a heading of the terms), which the anchor scrolling handles.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  // Keyed on the pathname alone: a change of page scrolls, a change of hash on the same page does not.
  useEffect(() => {
    if (hash) return;
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
