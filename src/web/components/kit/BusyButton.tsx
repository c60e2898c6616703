import type { ReactNode } from 'react';

const TONES = {
  /** The site's blue: a card's or a screen's main act. */
  ocean: 'bg-ocean-700 hover:bg-ocean-800',
  /** Sand: the act that reaches the traveller (a message), set apart from the card's others. */
  sand: 'bg-sand-700 hover:bg-sand-800',
};

type BusyButtonProps = {
  /** Its request is under way: the button says `busyText` and cannot be pressed a second time. */
  busy: boolean;
  busyText: string;
  children: ReactNode;
  tone?: keyof typeof TONES;
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
      className={`rounded-md ${TONES[tone]} ${compact ? 'px-3 py-1.5' : 'px-5 py-2'} font-semibold text-white disabled:cursor-wait disabled:opacity-80`}
    >
      {busy ? busyText : children}
    </button>
  );
}
