import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { readHydrationData, withLazyMatchesLoaded } from './hydration';
import { createAppRouter, routes } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const hydrationData = readHydrationData(document);

if (hydrationData) {
  // A prerendered page (home, terms, privacy): take over the markup that is already on screen.
  const routeTable = await withLazyMatchesLoaded(routes, window.location.pathname);
  const router = createAppRouter(routeTable, hydrationData);
  hydrateRoot(
    rootElement,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
} else {
  // The plain shell (every other route): render from scratch.
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}
