import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { SignInScreen } from '../features/auth/signin-screen.tsx';
import { SignUpScreen } from '../features/auth/signup-screen.tsx';
import { Guard } from './guard.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { RouteLoading } from './route-loading.tsx';
import { TabTitle } from './tab-title.tsx';

// The auth screens ship in the entry chunk so /signin draws without a second round trip; every
// other screen, and the signed-in frame with its sidebar, is a chunk of its own, with a spinner
// while it loads.
const NotificationHost = lazyScreen(
  () => import('../features/notifications/notification-host.tsx'),
  (module) => module.NotificationHost,
);
const AppLayout = lazyScreen(
  () => import('./app-layout.tsx'),
  (module) => module.AppLayout,
);
const DashboardScreen = lazyScreen(
  () => import('../features/dashboard/dashboard-screen.tsx'),
  (module) => module.DashboardScreen,
);
const ChangePasswordScreen = lazyScreen(
  () => import('../features/account/change-password-screen.tsx'),
  (module) => module.ChangePasswordScreen,
);
const AccountSecurityScreen = lazyScreen(
  () => import('../features/account/account-security-screen.tsx'),
  (module) => module.AccountSecurityScreen,
);
const ProjectSettingsScreen = lazyScreen(
  () => import('../features/project-settings/project-settings-screen.tsx'),
  (module) => module.ProjectSettingsScreen,
);
const PageAnalyticsScreen = lazyScreen(
  () => import('../features/page-analytics/page-analytics-screen.tsx'),
  (module) => module.PageAnalyticsScreen,
);
const OptOutScreen = lazyScreen(
  () => import('../features/opt-out/opt-out-screen.tsx'),
  (module) => module.OptOutScreen,
);
const BetaInviteScreen = lazyScreen(
  () => import('../features/beta-invite/beta-invite-screen.tsx'),
  (module) => module.BetaInviteScreen,
);
const ForgotPasswordScreen = lazyScreen(
  () => import('../features/auth/forgot-password-screen.tsx'),
  (module) => module.ForgotPasswordScreen,
);
const ResetPasswordScreen = lazyScreen(
  () => import('../features/auth/reset-password-screen.tsx'),
  (module) => module.ResetPasswordScreen,
);
const NotFoundScreen = lazyScreen(
  () => import('../features/not-found/not-found-screen.tsx'),
  (module) => module.NotFoundScreen,
);

// Screens of other issues. Each stays lazy so, for example, the editor's code loads only on editor
// routes.
const EditorScreen = lazyScreen(
  () => import('../features/editor/editor-screen.tsx'),
  (module) => module.EditorScreen,
);
const QuickstartScreen = lazyScreen(
  () => import('../features/quickstart/quickstart-screen.tsx'),
  (module) => module.QuickstartScreen,
);
const IntegrationsScreen = lazyScreen(
  () => import('../features/integrations/integrations-screen.tsx'),
  (module) => module.IntegrationsScreen,
);
const OAuthCallbackScreen = lazyScreen(
  () => import('../features/integrations/oauth-callback-screen.tsx'),
  (module) => module.OAuthCallbackScreen,
);

function Root() {
  return (
    <>
      <TabTitle />
      <Suspense fallback={null}>
        <NotificationHost />
      </Suspense>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Every route of SPEC.md §2 with its guard. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <Guard access="signed-out" />,
        children: [
          { path: '/', element: <SignInScreen /> },
          { path: '/signin', element: <SignInScreen /> },
          { path: '/signup', element: <SignUpScreen /> },
          { path: '/forgot-password', element: <ForgotPasswordScreen /> },
        ],
      },
      {
        element: <Guard access="signed-in" />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/dashboard', element: <DashboardScreen /> },
              { path: '/change-password', element: <ChangePasswordScreen /> },
              { path: '/account-security', element: <AccountSecurityScreen /> },
              { path: '/projects/:id/settings', element: <ProjectSettingsScreen /> },
              { path: '/projects/:id/analytics', element: <PageAnalyticsScreen /> },
              { path: '/integrations', element: <IntegrationsScreen /> },
              { path: '/mailchimp_integration_oauth_callback', element: <OAuthCallbackScreen /> },
            ],
          },
          { path: '/projects', element: <EditorScreen /> },
          { path: '/projects/:id', element: <EditorScreen /> },
          { path: '/project-setup', element: <QuickstartScreen /> },
        ],
      },
      {
        element: <Guard access="quickstart" />,
        children: [
          { path: '/quickstart', element: <QuickstartScreen /> },
          { path: '/quickstart-project', element: <EditorScreen /> },
        ],
      },
      {
        element: <Guard access="public" />,
        children: [
          { path: '/beta-user-invite', element: <BetaInviteScreen /> },
          { path: '/opt-out-campaign/:itunes_id', element: <OptOutScreen /> },
          { path: '/reset-password', element: <ResetPasswordScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
