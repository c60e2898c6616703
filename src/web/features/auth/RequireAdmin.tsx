import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { APP_ROUTES } from '../../../domain/routes';
import { useAdminSession } from './useAdminSession';

/**
 * The admin screens' guard: signed-out visitors go to /admin (SPEC section 2). The server guards every
 * admin call on its own; this only spares them a screen that could show nothing.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isChecking, isAdmin } = useAdminSession();
  // Not the layout's PageLoading: importing it here would split it out of the home page's entry chunk.
  if (isChecking)
    return (
      <p role="status" className="px-4 py-16 text-center font-semibold text-ocean-800">
        Loading...
      </p>
    );
  if (!isAdmin) return <Navigate to={APP_ROUTES.adminLogin} replace />;
  return children;
}
