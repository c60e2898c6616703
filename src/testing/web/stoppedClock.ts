import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Stops the clock of a screen's own timers (thanks shown for 5 seconds, a redirect after 3): from here on
 * time moves only when the test moves it, so a busy machine changes nothing. Only setTimeout and
 * clearTimeout are faked, and they never advance on their own (vi.useFakeTimers' default).
 *
 * Testing Library's async helpers (findBy*, waitFor) and user-event wait on a setTimeout of their own,
 * which would then never fire: a test types and clicks first, stops the clock just before the moment that
 * starts the timer (an answer it holds back), and afterwards uses `settle`, `advance` and getBy* only.
 * The test's afterEach puts the real timers back (vi.useRealTimers).
 */
export function stopTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return {
    /**
     * Lets answers, renders and effects run their course, and the timers due now fire, without moving the
     * clock: a few turns of the event loop (not a time), each inside act.
     */
    settle: async () => {
      for (let turn = 0; turn < 10; turn += 1) await act(() => vi.advanceTimersByTimeAsync(0));
    },
    /** Moves the clock by `ms`, firing the timers that fall due, inside act. */
    advance: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
  };
}
