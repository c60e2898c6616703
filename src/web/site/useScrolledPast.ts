import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `px` down. Starts false (as the prerendered HTML does) and reads
 * the real position after mount, so hydration always matches.
 */
export function useScrolledPast(px: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);

  return scrolledPast;
}
