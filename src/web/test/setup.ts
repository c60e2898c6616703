import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout, so it only logs "not implemented" for scrolling; a silent no-op keeps the output clean.
// Tests that care about scrolling spy on it.
window.scrollTo = () => {};

// No jest-dom matchers here: tests assert with plain expect on what Testing Library finds.
afterEach(() => cleanup());
