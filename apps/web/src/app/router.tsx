import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, useNavigate } from 'react-router';
import { SignInScreen } from '../features/auth/signin-screen.tsx';
import { SignUpScreen } from '../features/auth/signup-screen.tsx';
import { noticeTarget } from '../features/notifications/notifier.ts';
import { notifier } from '../features/notifications/notify.ts';
import { useBuildFrameHandover } from './build-frame.ts';
import { Guard } from './guard.tsx';
import { lazyRoute } from './lazy-route.ts';
import { NavigationProgress, RouteLoading } from './route-loading.tsx';
import { TabTitle } from './tab-title.tsx';

// The auth screens ship in the entry chunk so /signin draws without a second round trip; every
// other screen, and the signed-in frame with its sidebar, is a chunk of its own: a spinner while the
// first one loads, then a bar above the current screen while the next one does.
const NotificationHost = lazy(async () => ({
  default: (await import('../features/notifications/notification-host.tsx')).NotificationHost,
}));
const Themed = lazyRoute(
  'src/shared/antd-theme.tsx',
  () => import('../shared/antd-theme.tsx'),
  (module) => module.AntdThemeOutlet,
);
const AppLayout = lazyRoute(
  'src/app/app-layout.tsx',
  () => import('./app-layout.tsx'),
  (module) => module.AppLayout,
);
const DashboardScreen = lazyRoute(
  'src/features/dashboard/dashboard-screen.tsx',
  () => import('../features/dashboard/dashboard-screen.tsx'),
  (module) => module.DashboardScreen,
);
const ChangePasswordScreen = lazyRoute(
  'src/features/account/change-password-screen.tsx',
  () => import('../features/account/change-password-screen.tsx'),
  (module) => module.ChangePasswordScreen,
);
const AccountSecurityScreen = lazyRoute(
  'src/features/account/account-security-screen.tsx',
  () => import('../features/account/account-security-screen.tsx'),
  (module) => module.AccountSecurityScreen,
);
const ProjectSettingsScreen = lazyRoute(
  'src/features/project-settings/project-settings-screen.tsx',
  () => import('../features/project-settings/project-settings-screen.tsx'),
  (module) => module.ProjectSettingsScreen,
);
const PageAnalyticsScreen = lazyRoute(
  'src/features/page-analytics/page-analytics-screen.tsx',
  () => import('../features/page-analytics/page-analytics-screen.tsx'),
  (module) => module.PageAnalyticsScreen,
);
const OptOutScreen = lazyRoute(
  'src/features/opt-out/opt-out-screen.tsx',
  () => import('../features/opt-out/opt-out-screen.tsx'),
  (module) => module.OptOutScreen,
);
const BetaInviteScreen = lazyRoute(
  'src/features/beta-invite/beta-invite-screen.tsx',
  () => import('../features/beta-invite/beta-invite-screen.tsx'),
  (module) => module.BetaInviteScreen,
);
const ForgotPasswordScreen = lazyRoute(
  'src/features/auth/forgot-password-screen.tsx',
  () => import('../features/auth/forgot-password-screen.tsx'),
  (module) => module.ForgotPasswordScreen,
);
const ResetPasswordScreen = lazyRoute(
  'src/features/auth/reset-password-screen.tsx',
  () => import('../features/auth/reset-password-screen.tsx'),
  (module) => module.ResetPasswordScreen,
);
const VerifyEmailScreen = lazyRoute(
  'src/features/auth/verify-email-screen.tsx',
  () => import('../features/auth/verify-email-screen.tsx'),
  (module) => module.VerifyEmailScreen,
);
const NotFoundScreen = lazyRoute(
  'src/features/not-found/not-found-screen.tsx',
  () => import('../features/not-found/not-found-screen.tsx'),
  (module) => module.NotFoundScreen,
);

// Screens of other issues. Each stays lazy so, for example, the editor's code loads only on editor
// routes.
const EditorScreen = lazyRoute(
  'src/features/editor/editor-screen.tsx',
  () => import('../features/editor/editor-screen.tsx'),
  (module) => module.EditorScreen,
);
const QuickstartScreen = lazyRoute(
  'src/features/quickstart/quickstart-screen.tsx',
  () => import('../features/quickstart/quickstart-screen.tsx'),
  (module) => module.QuickstartScreen,
);
const IntegrationsScreen = lazyRoute(
  'src/features/integrations/integrations-screen.tsx',
  () => import('../features/integrations/integrations-screen.tsx'),
  (module) => module.IntegrationsScreen,
);
const OAuthCallbackScreen = lazyRoute(
  'src/features/integrations/oauth-callback-screen.tsx',
  () => import('../features/integrations/oauth-callback-screen.tsx'),
  (module) => module.OAuthCallbackScreen,
);

/**
 * True from the first notice on: the host that draws notices (antd's notification and modal,
 * about 25 KB) is fetched then, not by every screen that may never raise one. A notice appears
 * NOTICE_DELAY_MS after it is raised, which covers the fetch.
 */
function useNoticeRaised(): boolean {
  const [raised, setRaised] = useState(() => notifier.current() !== null);
  useEffect(() => {
    if (raised) return;
    const stop = notifier.subscribe(() => {
      if (notifier.current() !== null) setRaised(true);
    });
    // A notice raised between the first render and this subscription counts too.
    if (notifier.current() !== null) setRaised(true);
    return stop;
  }, [raised]);
  return raised;
}

/** A notice that leads elsewhere moves the app there at once, whether or not its host has loaded. */
function useNoticeRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      notifier.subscribe(() => {
        const notice = notifier.current();
        const target = notice ? noticeTarget(notice) : null;
        if (target) navigate(target);
      }),
    [navigate],
  );
}

function Root() {
  const noticeRaised = useNoticeRaised();
  useNoticeRedirect();
  useBuildFrameHandover();
  return (
    <>
      <TabTitle />
      <NavigationProgress />
      {noticeRaised ? (
        <Suspense fallback={null}>
          <NotificationHost />
        </Suspense>
      ) : null}
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
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        element: <Guard access="signed-out" />,
        children: [
          { path: '/', element: <SignInScreen /> },
          { path: '/signin', element: <SignInScreen /> },
          { path: '/signup', element: <SignUpScreen /> },
          { ...Themed, children: [{ path: '/forgot-password', ...ForgotPasswordScreen }] },
        ],
      },
      {
        element: <Guard access="signed-in" />,
        children: [
          {
            ...Themed,
            children: [
              {
                ...AppLayout,
                children: [
                  { path: '/dashboard', ...DashboardScreen },
                  { path: '/change-password', ...ChangePasswordScreen },
                  { path: '/account-security', ...AccountSecurityScreen },
                  { path: '/projects/:id/settings', ...ProjectSettingsScreen },
                  { path: '/projects/:id/analytics', ...PageAnalyticsScreen },
                  { path: '/integrations', ...IntegrationsScreen },
                  { path: '/mailchimp_integration_oauth_callback', ...OAuthCallbackScreen },
                ],
              },
              { path: '/projects', ...EditorScreen },
              { path: '/projects/:id', ...EditorScreen },
              { path: '/project-setup', ...QuickstartScreen },
            ],
          },
        ],
      },
      {
        element: <Guard access="quickstart" />,
        children: [
          {
            ...Themed,
            children: [
              { path: '/quickstart', ...QuickstartScreen },
              { path: '/quickstart-project', ...EditorScreen },
            ],
          },
        ],
      },
      {
        element: <Guard access="public" />,
        children: [
          {
            ...Themed,
            children: [
              { path: '/beta-user-invite', ...BetaInviteScreen },
              { path: '/opt-out-campaign/:itunes_id', ...OptOutScreen },
              { path: '/reset-password', ...ResetPasswordScreen },
              { path: '/verify-email', ...VerifyEmailScreen },
              { path: '*', ...NotFoundScreen },
            ],
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
