import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { nextTask } from './nextTask';
import { ReplayEarlyInteractions } from './ReplayEarlyInteractions';
import { StaticPageApp, staticPageAt } from './StaticPageApp';

// The hydration of the legal pages and Page Not Found, loaded by entry-static-page.tsx once the page is
// painted; built on Preact's React-compatible layer like the home page's (vite.home.config.ts,
// docs/decisions/027, 030). The module's code and the hydration in two tasks, each shorter on a slow phone.
await nextTask();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

hydrateRoot(
  rootElement,
  <StrictMode>
    <ReplayEarlyInteractions>
      <StaticPageApp page={staticPageAt(window.location.pathname)} />
    </ReplayEarlyInteractions>
  </StrictMode>,
);
