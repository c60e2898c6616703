import type { ReactNode } from 'react';

/** The red box above a form that says what stops it (what was refused, or why the call failed). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-error-600 bg-error-50 p-3 text-base text-error-800">
      {message}
    </div>
  );
}

/** The green box above a form that says it worked. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-md border border-success-700 bg-success-50 p-3 text-base text-success-800"
    >
      {children}
    </div>
  );
}
