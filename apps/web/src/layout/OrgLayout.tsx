import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useMatches } from 'react-router';
import { usePageTitle } from '../app/use-page-title';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { HelpMenu } from './HelpMenu';
import { NotificationBell } from './NotificationBell';
import { Sidebar } from './Sidebar';
import { useOrgSession } from './use-org-session';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { UserMenu } from './UserMenu';

/** The organization's frame: header, collapsible sidebar, footer around the current screen. */
export function OrgLayout() {
  const session = useOrgSession();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [mobileOpen, mobile] = useDisclosure(false);
  const title = [...useMatches()].reverse().find((m) => (m.handle as { title?: string } | undefined)?.title);
  usePageTitle((title?.handle as { title: string } | undefined)?.title ?? session.organizationName, session.consoleName);
  const orgId = session.organizationId;

  return (
    <AppShell
      header={{ height: 56 }}
      footer={{ height: 36 }}
      navbar={{ width: collapsed ? 68 : 232, breakpoint: 'md', collapsed: { mobile: !mobileOpen } }}
      padding="md"
      data-sidebar={collapsed ? 'collapsed' : 'expanded'}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={mobileOpen} onClick={mobile.toggle} hiddenFrom="md" size="sm" aria-label="Open navigation" />
            <Text fw={700} c="blue.7" visibleFrom="sm">
              {session.consoleName}
            </Text>
            <Breadcrumb orgId={orgId} orgName={session.organizationName} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationBell />
            <HelpMenu />
            <UserMenu orgId={orgId} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar orgId={orgId} collapsed={collapsed} onToggle={toggleCollapsed} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <Footer consoleName={session.consoleName} />
      </AppShell.Footer>
    </AppShell>
  );
}
