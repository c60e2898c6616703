import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HomeApp } from './HomeApp';
import { nextTask } from './nextTask';
import { ReplayEarlyInteractions } from './ReplayEarlyInteractions';

// The home page's hydration, loaded by entry-home.tsx once the page is painted: no router, no query
// client, no zod (docs/decisions/008), and built on Preact's React-compatible layer, which is what the
// `react` imports here and below resolve to in vite.home.config.ts (docs/decisions/027). Every other page
// is the single-page app of main.tsx, on React.
// The module's code and the hydration in two tasks, each shorter on a slow phone than both together.
await nextTask();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The home page has no #root element');

// In a transition, React hydrates in slices (no long task); Preact hydrates at once, the tree being small.
startTransition(() => {
  hydrateRoot(
    rootElement,
    <StrictMode>
      <ReplayEarlyInteractions>
        <HomeApp />
      </ReplayEarlyInteractions>
    </StrictMode>,
  );
});
