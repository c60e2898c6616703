import type { ReactNode } from 'react';

/**
 * The site's blue for a card's or a screen's main act; sand for the act that reaches the traveller (a
 * message), set apart from the card's others.
 */
type Tone = 'ocean' | 'sand';

type BusyButtonProps = {
  /** Its request is under way: the button says `busyText` and cannot be pressed a second time. */
  busy: boolean;
  busyText: string;
  children: ReactNode;
  tone?: Tone;
  /** Beside a field in a row of controls: as high as the field. */
  compact?: boolean;
} & ({ type: 'submit'; onClick?: never } | { type?: 'button'; onClick: () => void });

/** A filled button whose act takes a moment (send, save, back up): it says what it is doing meanwhile. */
export function BusyButton({
  busy,
  busyText,
  children,
  tone = 'ocean',
  compact = false,
  type = 'button',
  onClick,
}: BusyButtonProps) {
  return (
    <button
      type={type}
      disabled={busy}
      onClick={onClick}
      className={`rounded-md ${tone === 'sand' ? 'bg-sand-700 hover:bg-sand-800' : 'bg-ocean-700 hover:bg-ocean-800'} ${compact ? 'px-3 py-1.5' : 'px-5 py-2'} font-semibold text-white disabled:cursor-wait disabled:opacity-80`}
    >
      {busy ? busyText : children}
    </button>
  );
}
