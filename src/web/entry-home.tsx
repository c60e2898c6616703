import './styles.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HomeApp } from './HomeApp';

// The home page's script: plain React over the prerendered markup, no router, no query client, no zod
// (its 90 KiB budget, docs/decisions/008). Every other page is the single-page app of main.tsx.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The home page has no #root element');

// No wait for the first paint here (main.tsx waits): the quick form must work as early as it can.
// In a transition, React hydrates in slices and gives the browser its turn between them (no long task).
startTransition(() => {
  hydrateRoot(
    rootElement,
    <StrictMode>
      <HomeApp />
    </StrictMode>,
  );
});
