import { HashScroller } from '../components/layout/HashScroller';
import { Header } from '../components/layout/Header';

/**
 * The header and the anchor scrolling it drives ('Why Us', 'Our Destinations'), one island of the site's
 * frame (docs/decisions/039): the header is on every first screen, so it hydrates first.
 */
export function HeaderIsland() {
  return (
    <>
      <HashScroller />
      <Header />
    </>
  );
}
