import { Navigate } from 'react-router';
import { APP_ROUTES } from '../../domain/routes';
import { LoginForm } from '../features/auth/LoginForm';
import { useAdminSession } from '../features/auth/useAdminSession';
import { AdminLoginScreen } from './AdminLoginScreen';

/**
 * /admin in the single-page app (a link or a redirect within it; loaded as a document, the light page
 * AdminLoginApp answers): the admin sign-in; an admin already signed in goes to the dashboard.
 */
export function AdminLoginPage() {
  const { isChecking, isAdmin } = useAdminSession();
  if (!isChecking && isAdmin) return <Navigate to={APP_ROUTES.adminDashboard} replace />;
  return <AdminLoginScreen form={<LoginForm />} />;
}
