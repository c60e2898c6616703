import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { APP_ROUTES } from '../../domain/routes';
import { PageLoading } from '../components/layout/PageLoading';
import { HomePage } from '../pages/HomePage';
import { Layout } from '../shell/Layout';

/**
 * Every screen of SPEC section 2 inside the one layout (header and footer on every page, the 404 too);
 * the provider's ride page, for transport companies and not travellers, inside a plain frame of its own.
 * Only the home page is in the entry bundle: it is the landing page (whose first visit is the light build's
 * own entry, entry-home.tsx, within 20 KB of JavaScript gzipped: scripts/build/js-budget.ts). Every other
 * screen loads on demand. The journey screens sit under a
 * pathless route that brings the TanStack Query client with it, so that library stays off the home page.
 * Exported so tests and the prerender mount the same table.
 */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    HydrateFallback: PageLoading,
    children: [
      { path: APP_ROUTES.home, Component: HomePage },
      {
        lazy: async () => ({ Component: (await import('./QueryProvider')).QueryOutlet }),
        children: [
          {
            path: APP_ROUTES.booking,
            lazy: async () => ({ Component: (await import('../pages/BookingPage')).BookingPage }),
          },
          {
            path: APP_ROUTES.checkMyBooking,
            lazy: async () => ({
              Component: (await import('../pages/CheckMyBookingPage')).CheckMyBookingPage,
            }),
          },
          {
            path: APP_ROUTES.bookingConfirmation,
            lazy: async () => ({
              Component: (await import('../pages/BookingConfirmationRoute')).BookingConfirmationRoute,
            }),
          },
          {
            path: APP_ROUTES.success,
            lazy: async () => ({
              Component: (await import('../pages/PaymentSuccessPage')).PaymentSuccessPage,
            }),
          },
          {
            path: APP_ROUTES.bookingSuccess,
            lazy: async () => ({
              Component: (await import('../pages/PaymentSuccessPage')).PaymentSuccessPage,
            }),
          },
          {
            path: APP_ROUTES.adminLogin,
            lazy: async () => ({ Component: (await import('../pages/AdminLoginPage')).AdminLoginPage }),
          },
          {
            path: APP_ROUTES.adminDashboard,
            lazy: async () => ({
              Component: (await import('../pages/AdminDashboardPage')).AdminDashboardPage,
            }),
          },
          {
            path: APP_ROUTES.adminManifest,
            lazy: async () => ({
              Component: (await import('../pages/AdminManifestPage')).AdminManifestPage,
            }),
          },
          {
            path: APP_ROUTES.manageBooking,
            lazy: async () => ({ Component: (await import('../pages/ManageBookingPage')).ManageBookingPage }),
          },
          {
            path: APP_ROUTES.adminSecurity,
            lazy: async () => ({
              Component: (await import('../pages/AdminSecurityPage')).AdminSecurityPage,
            }),
          },
          {
            path: APP_ROUTES.adminAccounts,
            lazy: async () => ({
              Component: (await import('../pages/AdminAccountsPage')).AdminAccountsPage,
            }),
          },
          {
            path: APP_ROUTES.adminReports,
            lazy: async () => ({
              Component: (await import('../pages/AdminReportsPage')).AdminReportsPage,
            }),
          },
          {
            path: APP_ROUTES.adminPrices,
            lazy: async () => ({ Component: (await import('../pages/AdminPricesPage')).AdminPricesPage }),
          },
          {
            path: APP_ROUTES.adminPrivacy,
            lazy: async () => ({ Component: (await import('../pages/AdminPrivacyPage')).AdminPrivacyPage }),
          },
          {
            path: APP_ROUTES.adminSystem,
            lazy: async () => ({ Component: (await import('../pages/AdminSystemPage')).AdminSystemPage }),
          },
          {
            path: APP_ROUTES.adminBackups,
            lazy: async () => ({ Component: (await import('../pages/AdminBackupsPage')).AdminBackupsPage }),
          },
          {
            path: APP_ROUTES.adminMeetingPoints,
            lazy: async () => ({
              Component: (await import('../pages/AdminMeetingPointsPage')).AdminMeetingPointsPage,
            }),
          },
          {
            path: APP_ROUTES.adminProviders,
            lazy: async () => ({
              Component: (await import('../pages/AdminProvidersPage')).AdminProvidersPage,
            }),
          },
          {
            path: APP_ROUTES.adminProvider,
            lazy: async () => ({
              Component: (await import('../pages/AdminProviderPage')).AdminProviderPage,
            }),
          },
          {
            path: APP_ROUTES.adminDispatch,
            lazy: async () => ({
              Component: (await import('../pages/AdminDispatchPage')).AdminDispatchPage,
            }),
          },
          {
            path: APP_ROUTES.feedback,
            lazy: async () => ({ Component: (await import('../pages/FeedbackPage')).FeedbackPage }),
          },
          {
            // The same page once the token has left the address bar (useFeedbackToken).
            path: APP_ROUTES.feedbackForm,
            lazy: async () => ({ Component: (await import('../pages/FeedbackPage')).FeedbackPage }),
          },
          {
            path: APP_ROUTES.resetPassword,
            lazy: async () => ({ Component: (await import('../pages/ResetPasswordPage')).ResetPasswordPage }),
          },
        ],
      },
      {
        path: APP_ROUTES.terms,
        lazy: async () => ({ Component: (await import('../pages/TermsPage')).TermsPage }),
      },
      {
        path: APP_ROUTES.privacy,
        lazy: async () => ({ Component: (await import('../pages/PrivacyPage')).PrivacyPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
  {
    // The provider's page has a frame of its own, not the public site's (ProviderLayout).
    lazy: async () => ({ Component: (await import('../shell/ProviderLayout')).ProviderLayout }),
    HydrateFallback: PageLoading,
    children: [
      {
        path: APP_ROUTES.providerRide,
        lazy: async () => ({ Component: (await import('../pages/ProviderRidePage')).ProviderRidePage }),
      },
      {
        // The same page once the token has left the address bar (useProviderRideToken).
        path: APP_ROUTES.providerRideOpened,
        lazy: async () => ({ Component: (await import('../pages/ProviderRidePage')).ProviderRidePage }),
      },
    ],
  },
];

/** The app's router; a function so importing `routes` in a test never starts a browser router. */
export function createAppRouter(routeTable: RouteObject[] = routes, hydrationData?: HydrationState) {
  return createBrowserRouter(routeTable, hydrationData ? { hydrationData } : undefined);
}
