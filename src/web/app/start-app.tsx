import '../api/zodConfig';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { afterLinkFollowed } from '../shared/earlyInteractions';
import { readHydrationData, withLazyMatchesLoaded } from './hydration';
import { ReplayEarlyInteractions } from './ReplayEarlyInteractions';
import { createAppRouter, routes } from './router';

// The single-page app, loaded by main.tsx (after the first paint of a prerendered page).
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const hydrationData = readHydrationData(document);

if (hydrationData) {
  // A prerendered page, already painted: take over its markup. By now the traveller may have scrolled it
  // or used it; the app's first render leaves that alone (ScrollToTop, ReplayEarlyInteractions).
  const routeTable = await withLazyMatchesLoaded(routes, window.location.pathname);
  // A link followed while the app loaded: the router's first history write would cancel that page's load.
  await afterLinkFollowed();
  const router = createAppRouter(routeTable, hydrationData);
  // In a transition, React hydrates in slices and gives the browser its turn between them (no long task).
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <ReplayEarlyInteractions>
          <RouterProvider router={router} />
        </ReplayEarlyInteractions>
      </StrictMode>,
    );
  });
} else {
  // The plain shell (every other route): render from scratch.
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}
