import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { bookingConfirmationIdOf } from '../domain/routes';
import { ConfirmationApp } from './ConfirmationApp';
import { nextTask } from './nextTask';
import { ReplayEarlyInteractions } from './ReplayEarlyInteractions';

// The confirmation page's hydration, loaded by entry-confirmation.tsx once the page is painted; built on
// Preact's React-compatible layer like the home page's (vite.home.config.ts, docs/decisions/027, 029).
// The module's code and the hydration in two tasks, each shorter on a slow phone than both together.
await nextTask();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The confirmation page has no #root element');

hydrateRoot(
  rootElement,
  <StrictMode>
    <ReplayEarlyInteractions>
      <ConfirmationApp id={bookingConfirmationIdOf(window.location.pathname) ?? ''} />
    </ReplayEarlyInteractions>
  </StrictMode>,
);
