import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_ROUTES } from '../domain/routes';
import { Layout } from './components/layout/Layout';
import { PageLoading } from './components/layout/PageLoading';
import { BookingConfirmationPage } from './pages/BookingConfirmationPage';
import { BookingPage } from './pages/BookingPage';
import { CheckMyBookingPage } from './pages/CheckMyBookingPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PaymentSuccessPage } from './pages/PaymentSuccessPage';
import { PrivacyPage } from './pages/PrivacyPage';
import { TermsPage } from './pages/TermsPage';

/**
 * Every screen of SPEC section 2 inside the one layout (header and footer on every page, the 404 too).
 * Admin and reset-password screens load on demand so their code stays out of the home page's bundle.
 * Exported so tests can mount the same table in a memory router.
 */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    HydrateFallback: PageLoading,
    children: [
      { path: APP_ROUTES.home, Component: HomePage },
      { path: APP_ROUTES.booking, Component: BookingPage },
      { path: APP_ROUTES.checkMyBooking, Component: CheckMyBookingPage },
      { path: APP_ROUTES.bookingConfirmation, Component: BookingConfirmationPage },
      { path: APP_ROUTES.success, Component: PaymentSuccessPage },
      { path: APP_ROUTES.bookingSuccess, Component: PaymentSuccessPage },
      {
        path: APP_ROUTES.adminLogin,
        lazy: { Component: async () => (await import('./pages/AdminLoginPage')).AdminLoginPage },
      },
      {
        path: APP_ROUTES.adminDashboard,
        lazy: { Component: async () => (await import('./pages/AdminDashboardPage')).AdminDashboardPage },
      },
      {
        path: APP_ROUTES.resetPassword,
        lazy: { Component: async () => (await import('./pages/ResetPasswordPage')).ResetPasswordPage },
      },
      { path: APP_ROUTES.terms, Component: TermsPage },
      { path: APP_ROUTES.privacy, Component: PrivacyPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The app's router; a function so importing `routes` in a test never starts a browser router. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
