import { type ReactNode, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { nextTask } from './nextTask';
import { ReplayEarlyInteractions } from './ReplayEarlyInteractions';

/**
 * Hydrates a page of the light build (the home page, the confirmation page, the static pages; built on
 * Preact's React-compatible layer by vite.home.config.ts, docs/decisions/027, 029, 030) with the app the
 * prerender rendered. The module's code and the hydration run in two tasks, each shorter on a slow phone
 * than both together; in a transition React hydrates in slices, Preact at once, the tree being small.
 */
export async function hydrateLightPage(app: ReactNode): Promise<void> {
  await nextTask();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element');
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <ReplayEarlyInteractions>{app}</ReplayEarlyInteractions>
      </StrictMode>,
    );
  });
}
