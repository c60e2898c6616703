import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ReplayEarlyInteractions } from '../../web/app/ReplayEarlyInteractions';
import { recordEarlyInteractions } from '../../web/shared/earlyInteractions';

/**
 * A prerendered page as the browser has it before hydration: its boot module records what the traveller
 * does from the start (entry-home.tsx, main.tsx). Typing into it then fires `input`, as in a browser.
 */
export function startPrerenderedPage(): {
  typeInto: (field: HTMLInputElement | HTMLTextAreaElement, text: string) => void;
} {
  recordEarlyInteractions();
  return {
    typeInto(field, text) {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
  };
}

/** Hydrates it as the entries do, what was done before handed over once the tree is hydrated. */
export function hydratePrerenderedPage(container: Element, page: ReactNode): Root {
  return hydrateRoot(container, <ReplayEarlyInteractions>{page}</ReplayEarlyInteractions>);
}
