import type { ReactNode } from 'react';

/**
 * A screen's word in place of its content: while it loads (announced, role status) or when there is
 * nothing to show. `compact` fits it inside a card or a disclosure instead of a page's content area.
 */
export function StateMessage({
  loading = false,
  compact = false,
  children,
}: {
  loading?: boolean;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      role={loading ? 'status' : undefined}
      className={compact ? 'text-slate-700' : 'py-10 text-center text-slate-700'}
    >
      {children}
    </p>
  );
}
