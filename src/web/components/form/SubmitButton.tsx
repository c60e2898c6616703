import type { ReactNode } from 'react';

type SubmitButtonProps = {
  /** Full width, as in the narrow account forms. */
  wide?: boolean;
  disabled?: boolean;
  children: ReactNode;
};

/** The form's main button, in the site's blue. */
export function SubmitButton({ wide = false, disabled, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className={`${wide ? 'w-full ' : ''}rounded-md bg-ocean-700 px-5 py-2.5 font-semibold text-white hover:bg-ocean-800 disabled:cursor-not-allowed disabled:opacity-70`}
    >
      {children}
    </button>
  );
}
