import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { inTurn } from '../../web/light/islands/inTurn';

// jsdom has no layout, so it only logs "not implemented" for scrolling; a silent no-op keeps the output clean.
// Tests that care about scrolling spy on it.
window.scrollTo = () => {};

// Lazy routes load their chunks asynchronously; on a busy 2-core CI machine that can take longer than
// Testing Library's default second, so findBy*/waitFor wait up to five before failing.
configure({ asyncUtilTimeout: 5_000 });

// No jest-dom matchers here: tests assert with plain expect on what Testing Library finds.
afterEach(async () => {
  // The islands a test booted hydrate one task after another (inTurn.ts): they are done, and their
  // effects have run, before the next test or the end of the file tears the page down.
  await act(async () => {
    await inTurn(() => undefined);
  });
  cleanup();
});
