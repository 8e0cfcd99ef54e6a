import { NavLink, ScrollArea, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { buildMenu, type MenuItem } from '@punchline/domain';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { navIcon } from './nav-icons';
import classes from './Sidebar.module.css';
import { useOrgSession, useProfile } from './use-org-session';

type Props = { collapsed: boolean; onToggle: () => void; onNavigate: () => void };

/** The menu of SPEC section 2: children flagged for navigation that pass the access predicate. */
export function Sidebar({ collapsed, onToggle, onNavigate }: Props) {
  const session = useOrgSession();
  const user = useProfile();
  const { pathname } = useLocation();
  const menu = buildMenu('org', session, user, { orgId: String(session.organizationId) });

  const item = (entry: MenuItem, depth: number) => {
    const Icon = navIcon(entry.name);
    const active = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
    if (entry.children.length > 0 && !collapsed) {
      return (
        // A group opens and closes: a button, not a link without an address. Its links are made
        // when it opens, not hidden and kept (dozens of them at every page load otherwise).
        <NavLink
          key={entry.name}
          component="button"
          type="button"
          label={entry.label}
          leftSection={depth === 0 ? <Icon size={20} stroke={1.6} /> : null}
          defaultOpened={active}
          keepMounted={false}
          className={classes.link}
        >
          {entry.children.map((child) => item(child, depth + 1))}
        </NavLink>
      );
    }
    const link = (
      <NavLink
        key={entry.name}
        component={RouterLink}
        to={entry.path}
        onClick={onNavigate}
        label={collapsed ? null : entry.label}
        aria-label={entry.label}
        leftSection={depth === 0 ? <Icon size={20} stroke={1.6} /> : null}
        className={classes.link}
      />
    );
    // The label shows as a tooltip only when the sidebar is collapsed to its icons.
    return collapsed ? (
      <Tooltip key={entry.name} label={entry.label} position="right">
        {link}
      </Tooltip>
    ) : (
      link
    );
  };

  return (
    <Stack h="100%" gap={0} justify="space-between">
      <ScrollArea component="nav" aria-label="Main navigation" p="xs">
        {menu.map((entry) => item(entry, 0))}
      </ScrollArea>
      <UnstyledButton
        onClick={onToggle}
        className={classes.toggle}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        visibleFrom="md"
      >
        {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
        {!collapsed && <span>Collapse</span>}
      </UnstyledButton>
    </Stack>
  );
}
