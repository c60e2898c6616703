import { createContext, type ReactNode } from 'react';

/** An island met while a page of islands was prerendered, to be rendered on its own root afterwards. */
export interface CollectedIsland {
  path: string;
  content: ReactNode;
}

/**
 * Set by renderIslandsApart.tsx (the prerender only): islands (Island.tsx) then leave their wrappers empty
 * and hand their content in. Apart from that file so the browser's bundles never reach its renderer.
 */
export const IslandCollector = createContext<CollectedIsland[] | null>(null);
