import { options } from 'preact';
import './setup';

/**
 * Preact runs effects after the next frame: it waits for requestAnimationFrame or a 35 ms timer, whichever
 * comes first, and the timer's callback calls cancelAnimationFrame. When a test file ends with such a wait
 * pending (a render after its last assertion), Vitest tears jsdom down, its frames stop, and on a busy
 * machine the timer then fires into a global scope without cancelAnimationFrame: an uncaught ReferenceError
 * that fails the whole run although every test passed (CI, stop 37).
 *
 * The same wait, reading the frame functions when it runs, so a wait outliving its page ends quietly.
 * Testing Library's act still replaces this hook while it runs and puts it back after.
 */
const FRAME_TIMEOUT_MS = 35;

options.requestAnimationFrame = (flush: () => void) => {
  let frame: number | undefined;
  const done = () => {
    clearTimeout(timeout);
    if (frame !== undefined && typeof globalThis.cancelAnimationFrame === 'function') {
      globalThis.cancelAnimationFrame(frame);
    }
    setTimeout(flush);
  };
  const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
  if (typeof globalThis.requestAnimationFrame === 'function') frame = globalThis.requestAnimationFrame(done);
};
