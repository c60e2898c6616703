import { type ReactNode, useEffect, useState } from 'react';
import { HYDRATED_ATTRIBUTE } from '../shared/bootIds';
import { replayEarlyChoices, replayEarlyPressesAndSubmit } from '../shared/earlyInteractions';

/**
 * Wraps a hydrated root and, once the whole tree below is hydrated, hands React what was done before
 * (earlyInteractions.ts). The drop-down choices go in a task of their own, not inside React's effects:
 * there React would put a drop-down back to its old value right after the replayed change, before
 * rendering the new one, and a traveller's change at that moment would read the old value. The buttons
 * are pressed and the form held back is sent one render later, when those choices and the text the forms
 * adopted are in their state.
 */
export function ReplayEarlyInteractions({ children }: { children: ReactNode }) {
  const [choicesMade, setChoicesMade] = useState(false);
  useEffect(() => {
    // A root's effects run once the whole tree below is hydrated.
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    const task = setTimeout(() => {
      replayEarlyChoices();
      setChoicesMade(true);
    }, 0);
    return () => clearTimeout(task);
  }, []);
  useEffect(() => {
    if (choicesMade) replayEarlyPressesAndSubmit();
  }, [choicesMade]);
  return children;
}
