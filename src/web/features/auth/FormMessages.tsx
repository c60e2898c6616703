/** The red error box and the green notice of the admin account forms. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-error-600 bg-error-50 p-3 text-base text-error-800">
      {message}
    </div>
  );
}

export function FormNotice({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-md border border-success-700 bg-success-50 p-3 text-base text-success-800"
    >
      {children}
    </div>
  );
}

export const primaryButtonClass =
  'w-full rounded-md bg-ocean-700 px-5 py-2.5 font-semibold text-white hover:bg-ocean-800 disabled:cursor-not-allowed disabled:opacity-70';
