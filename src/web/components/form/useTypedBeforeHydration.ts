import { type RefObject, useEffect } from 'react';
import { textTypedEarly } from '../../shared/earlyInteractions';

/**
 * A prerendered form can be typed into before its script has run: the text is in the page, but not in
 * React's state, so the first submit would see empty fields (on a slow phone, 'Please fill in all fields'
 * for a form the traveller had filled). Once hydrated, this hands every non-empty field's text, by its
 * `name`, to `adopt` once.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string>) => void,
): void {
  // Runs once, after hydration: only the text typed before the first render counts.
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(form.current?.elements ?? [])) {
      const isText = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
      if (!isText || !field.name) continue;
      const text = textTypedEarly(field);
      if (text !== '') typed[field.name] = text;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}
