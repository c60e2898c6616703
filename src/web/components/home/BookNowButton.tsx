import { ArrowUp } from 'lucide-react';
import type { MouseEvent } from 'react';
import { scrollToPageTop } from '../../site/scrollToSection';

interface BookNowButtonProps {
  label?: string;
  /** Names the destination for screen readers when several buttons share one label. */
  accessibleLabel?: string;
  variant?: 'solid' | 'light';
}

/**
 * 'Book Now': back up to the booking card at the top of the page. A link to #book so it works before the
 * script has loaded; with the script it scrolls smoothly and hands focus to the card.
 */
export function BookNowButton({
  label = 'Book Now',
  accessibleLabel,
  variant = 'solid',
}: BookNowButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToPageTop();
    // Keyboard users continue from the form, not from the button they left.
    document.getElementById('book')?.focus({ preventScroll: true });
  };
  const style =
    variant === 'solid'
      ? 'bg-ocean-700 text-white hover:bg-ocean-800'
      : 'bg-sand-300 text-ocean-950 hover:bg-sand-200';
  return (
    <a
      href="#book"
      onClick={onClick}
      aria-label={accessibleLabel}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold shadow-sm transition-colors ${style}`}
    >
      {label}
      <ArrowUp aria-hidden="true" className="size-4" />
    </a>
  );
}
