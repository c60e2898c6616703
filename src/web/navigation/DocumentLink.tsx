import type { MouseEvent } from 'react';
import { goToDocument, isSamePageAnchor } from './documentLocation';
import type { NavigationLinkProps } from './linkProps';

/** A click the browser would open in this tab; anything else (new tab, download) is left to it. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.currentTarget.target
  );
}

/**
 * A plain link: the browser loads the next page. Only an anchor of the page already shown is handled
 * here, so it scrolls smoothly below the sticky header instead of jumping.
 */
export function DocumentLink({ to, onClick, ...anchorProps }: NavigationLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || !isSamePageAnchor(to)) return;
    event.preventDefault();
    goToDocument(to);
  };
  return <a href={to} {...anchorProps} onClick={follow} />;
}
