import type { ReactNode } from 'react';
import { useHydrated } from '../useHydrated';

type SubmitButtonProps = {
  /** Full width, as in the narrow account forms. */
  wide?: boolean;
  disabled?: boolean;
  children: ReactNode;
};

/**
 * The form's main button, in the site's blue. In a prerendered page it is disabled until the page's script
 * has taken over: sent before, the form would go to the browser's default (a page reload or an error page)
 * rather than to the app.
 */
export function SubmitButton({ wide = false, disabled, children }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={disabled || !hydrated}
      className={`${wide ? 'w-full ' : ''}rounded-md bg-ocean-700 px-5 py-2.5 font-semibold text-white hover:bg-ocean-800 disabled:cursor-not-allowed disabled:opacity-70`}
    >
      {children}
    </button>
  );
}
