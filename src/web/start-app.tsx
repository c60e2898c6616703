import './zodConfig';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { afterFirstPaint } from './afterFirstPaint';
import { afterLinkFollowed } from './earlyInteractions';
import { readHydrationData, withLazyMatchesLoaded } from './hydration';
import { ReplayEarlyInteractions } from './ReplayEarlyInteractions';
import { createAppRouter, routes } from './router';

// The single-page app, loaded by main.tsx.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const hydrationData = readHydrationData(document);

if (hydrationData) {
  // A prerendered page: take over the markup that is already on screen, once it is painted.
  const [routeTable] = await Promise.all([
    withLazyMatchesLoaded(routes, window.location.pathname),
    afterFirstPaint(),
  ]);
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
