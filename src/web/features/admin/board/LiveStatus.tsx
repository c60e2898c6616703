import { BOARD_TEXTS } from '../../../../domain/ride-states';
import type { BoardConnection } from './useBoardStream';

/** A board whose session is over is not shown: it goes to the sign-in page. */
type ShownConnection = Exclude<BoardConnection, 'signed-out'>;

const WORDS: Record<ShownConnection, string> = {
  connecting: 'Connecting…',
  live: BOARD_TEXTS.live,
  reconnecting: BOARD_TEXTS.reconnecting,
};

const DOT: Record<ShownConnection, string> = {
  connecting: 'bg-slate-400',
  live: 'bg-success-600',
  reconnecting: 'bg-sand-500',
};

/**
 * Whether the board is following the day as it happens: 'Live' while its stream is open, 'Reconnecting…'
 * when it is not. A status region, so a screen reader hears the change without moving.
 */
export function LiveStatus({ connection }: { connection: ShownConnection }) {
  return (
    <p role="status" aria-live="polite" className="flex items-center gap-2 font-semibold text-slate-900">
      <span aria-hidden="true" className={`inline-block size-3 rounded-full ${DOT[connection]}`} />
      {WORDS[connection]}
    </p>
  );
}
