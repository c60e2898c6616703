import type { AnchorHTMLAttributes } from 'react';

/** What every link of the site's navigation takes; apart so DocumentLink and NavigationContext import no circle. */
export type NavigationLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path, with a query or #anchor if needed. */
  to: string;
};
