import {
  ApiOutlined,
  AudioOutlined,
  FileAddOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { Button, Drawer, Layout, Menu, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../shared/language-switch.tsx';
import { BREAKPOINTS, useMinWidth } from '../shared/media-query.ts';
import { useSession } from '../shared/session.tsx';
import { RouteLoading } from './route-loading.tsx';

const SIDEBAR_WIDTH = 232;

/** Which menu entry a path belongs to, so the sidebar marks where the owner is. */
function selectedEntry(pathname: string): string[] {
  if (pathname.startsWith('/change-password')) return ['/change-password'];
  if (pathname.startsWith('/account-security')) return ['/account-security'];
  if (pathname.startsWith('/integrations')) return ['/integrations'];
  if (pathname.startsWith('/dashboard')) return ['/dashboard'];
  return [];
}

/**
 * SPEC.md §2 sidebar: Home, Add new project (Start from my podcast or Blank page), Integrations,
 * Reset password, Logout; and Account security (issue 33).
 */
function Sidebar(props: { onNavigate?: () => void; inDrawer?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const items: MenuProps['items'] = [
    { key: '/dashboard', icon: <HomeOutlined aria-hidden />, label: t('common:sidebar.home') },
    {
      // Add new project, as the two ways to start one: the podcast's feed, or an empty page.
      type: 'group',
      key: 'add-new-project',
      label: t('common:sidebar.addNewProject'),
      children: [
        {
          key: '/project-setup',
          icon: <AudioOutlined aria-hidden />,
          label: t('app:start.fromPodcast'),
        },
        { key: '/projects', icon: <FileAddOutlined aria-hidden />, label: t('app:start.blank') },
      ],
    },
    {
      key: '/integrations',
      icon: <ApiOutlined aria-hidden />,
      label: t('common:sidebar.integrations'),
    },
    {
      key: '/change-password',
      icon: <KeyOutlined aria-hidden />,
      label: t('common:sidebar.resetPassword'),
    },
    // Issue 33: passkeys, two-step codes and signed-in devices.
    {
      key: '/account-security',
      icon: <SafetyOutlined aria-hidden />,
      label: t('common:sidebar.accountSecurity'),
    },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('common:sidebar.logout') },
  ];
  return (
    <nav className="sidebar" aria-label={t('app:menu.navigation')}>
      {/* The drawer's own title names the product on phones. */}
      {props.inDrawer ? null : <div className="brand sidebar-brand">{t('common:appName')}</div>}
      <Menu
        mode="inline"
        style={{ borderInlineEnd: 'none' }}
        selectedKeys={selectedEntry(pathname)}
        items={items}
        onClick={({ key }) => {
          props.onNavigate?.();
          if (key === 'logout') void session.signOut();
          else navigate(key);
        }}
      />
      <div className="sidebar-footer">
        <LanguageSwitch className="sidebar-language" />
      </div>
    </nav>
  );
}

/**
 * The frame of signed-in screens: the sidebar beside the screen, a drawer on phones. Drawn at
 * build time (`drawnAtBuild`, apps/web/src/prerender-entry.tsx) it holds both the sidebar and the
 * phone's header, and CSS shows the one that fits the screen, as the app will.
 */
export function AppLayout(props: { drawnAtBuild?: boolean }) {
  const { t } = useTranslation();
  const narrow = !useMinWidth(BREAKPOINTS.md);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's drawer is built on its first opening: closed, antd still generated its styles
  // (13 KB of CSS) and its motion keyframes in the dashboard's first render.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const wide = props.drawnAtBuild || !narrow;
  return (
    // hasSider: antd marks the row layout in an effect otherwise, which a build-time drawing lacks.
    <Layout className="app-layout" hasSider={wide}>
      <a className="skip-link" href="#main">
        {t('app:skipToContent')}
      </a>
      {!wide ? (
        drawerUsed && (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={SIDEBAR_WIDTH}
            styles={{ body: { padding: 0 } }}
            title={t('common:appName')}
          >
            <Sidebar inDrawer onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )
      ) : (
        <Layout.Sider width={SIDEBAR_WIDTH} theme="light" className="app-sider">
          <Sidebar />
        </Layout.Sider>
      )}
      <Layout>
        {(narrow || props.drawnAtBuild) && (
          <Layout.Header className="mobile-header">
            <Button
              type="text"
              icon={<MenuOutlined aria-hidden />}
              aria-label={t('app:menu.open')}
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            />
            <span className="brand">{t('common:appName')}</span>
          </Layout.Header>
        )}
        <Layout.Content className="app-content" id="main" tabIndex={-1}>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
