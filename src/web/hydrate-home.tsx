import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HomeApp } from './HomeApp';
import { ReplayEarlyInteractions } from './ReplayEarlyInteractions';

// The home page's hydration, loaded by entry-home.tsx once the page is painted: plain React over the
// prerendered markup, no router, no query client, no zod (docs/decisions/008). Every other page is the
// single-page app of main.tsx.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The home page has no #root element');

// In a transition, React hydrates in slices and gives the browser its turn between them (no long task).
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
