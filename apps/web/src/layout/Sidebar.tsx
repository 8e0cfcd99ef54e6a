import { NavLink, ScrollArea, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { NavLink as RouterLink } from 'react-router';
import { NAV_ITEMS } from './nav-items';
import classes from './Sidebar.module.css';

type Props = { orgId: number; collapsed: boolean; onToggle: () => void; onNavigate: () => void };

export function Sidebar({ orgId, collapsed, onToggle, onNavigate }: Props) {
  return (
    <Stack h="100%" gap={0} justify="space-between">
      <ScrollArea component="nav" aria-label="Main navigation" p="xs">
        {NAV_ITEMS.map((item) => (
          <Tooltip key={item.path} label={item.label} position="right" disabled={!collapsed}>
            <NavLink
              component={RouterLink}
              to={`/orgs/${orgId}/${item.path}`}
              onClick={onNavigate}
              label={collapsed ? null : item.label}
              aria-label={item.label}
              leftSection={<item.icon size={20} stroke={1.6} />}
              className={classes.link}
            />
          </Tooltip>
        ))}
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
