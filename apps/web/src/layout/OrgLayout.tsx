import '@mantine/notifications/styles.css';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useDisclosure } from '@mantine/hooks';
import { canAccessRoute, pageTitle, TOAST_DURATION_MS } from '@punchline/domain';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { DelegateBanner } from '../identity/DelegateBanner';
import { AccessDenied } from './AccessDenied';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { HelpMenu } from './HelpMenu';
import { NotificationBell } from './NotificationBell';
import { Sidebar } from './Sidebar';
import toasts from './toasts.module.css';
import { SubscriptionAlertBar } from './SubscriptionAlertBar';
import { useCurrentRoute } from './use-current-route';
import { useNavigationGuard } from './use-navigation-guard';
import { useOrgSession, useProfile } from './use-org-session';
import { useRouteHandleTitle } from './use-route-handle-title';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { UserMenu } from './UserMenu';
import { WelcomeDialog } from './WelcomeDialog';

// toasts.module.css places the toasts below it.
const HEADER_HEIGHT = 56;

/** The organization's frame: header, collapsible sidebar, alert bar and footer around a screen. */
export function OrgLayout() {
  const session = useOrgSession();
  const user = useProfile();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [mobileOpen, mobile] = useDisclosure(false);
  const match = useCurrentRoute();
  const handleTitle = useRouteHandleTitle();
  useNavigationGuard(session, user);
  const title = match ? pageTitle(match.route, session.consoleName) : `${handleTitle ?? session.organizationName} - ${session.consoleName}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  // A screen opened directly (link, bookmark) that the predicate denies shows why instead.
  const denied = match !== null && match.route.hasScreen && !canAccessRoute(match.route, session, user);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      footer={{ height: 36 }}
      navbar={{ width: collapsed ? 68 : 232, breakpoint: 'md', collapsed: { mobile: !mobileOpen } }}
      padding="md"
      data-sidebar={collapsed ? 'collapsed' : 'expanded'}
    >
      {/* SPEC section 9: toasts top-right, 3 s (loaded with the console, not with sign-in); below the
          header, so a toast never covers the bell or the user menu. */}
      <Notifications position="top-right" autoClose={TOAST_DURATION_MS} classNames={{ root: toasts.toasts }} />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={mobileOpen} onClick={mobile.toggle} hiddenFrom="md" size="sm" aria-label="Open navigation" />
            <Text fw={700} c="blue.8" visibleFrom="sm">
              {session.consoleName}
            </Text>
            <Breadcrumb orgId={session.organizationId} orgName={session.organizationName} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationBell />
            <HelpMenu />
            <UserMenu orgId={session.organizationId} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar collapsed={collapsed} onToggle={toggleCollapsed} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <DelegateBanner />
        <SubscriptionAlertBar />
        {denied ? <AccessDenied session={session} /> : <Outlet />}
        <WelcomeDialog />
      </AppShell.Main>
      <AppShell.Footer>
        <Footer consoleName={session.consoleName} />
      </AppShell.Footer>
    </AppShell>
  );
}
