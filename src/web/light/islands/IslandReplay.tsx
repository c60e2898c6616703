import { type ReactNode, useEffect, useState } from 'react';
import { replayChoicesWithin, replayPressesAndSubmit } from '../../shared/earlyInteractions';
import { ISLAND_HYDRATED_ATTRIBUTE } from '../../shared/islands/islandNames';

/**
 * ReplayEarlyInteractions for one island (docs/decisions/024, 039): once the island's tree is hydrated, its
 * wrapper is marked (from then on its events are its own), then what was done inside it before is handed
 * over, drop-downs first, buttons and a held form one render later. `onHydrated` tells the boot.
 */
export function IslandReplay({
  replay,
  children,
}: {
  /** None at the prerender, where nothing runs effects anyway. */
  replay: { wrapper: Element; onHydrated: () => void } | undefined;
  children: ReactNode;
}) {
  const [choicesMade, setChoicesMade] = useState(false);
  useEffect(() => {
    if (!replay) return;
    const { wrapper, onHydrated } = replay;
    wrapper.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    onHydrated();
    const task = setTimeout(() => {
      replayChoicesWithin(wrapper);
      setChoicesMade(true);
    }, 0);
    return () => clearTimeout(task);
  }, [replay]);
  useEffect(() => {
    if (choicesMade && replay) replayPressesAndSubmit(replay.wrapper);
  }, [choicesMade, replay]);
  return children;
}
