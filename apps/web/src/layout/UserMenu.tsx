import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { clearIdentityToken } from '../api/identity-token';
import { useProfile } from './use-org-session';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function UserMenu({ orgId }: { orgId: number }) {
  const profile = useProfile();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
          <Avatar color="blue" radius="xl" size={34}>
            {initials(profile.userName)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {profile.userName}
          <br />
          {profile.emailAddress}
        </Menu.Label>
        <Menu.Item component={Link} to={`/orgs/${orgId}/profile`} leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to={`/orgs/${orgId}/change-password`} leftSection={<IconKey size={16} />}>
          Change Password
        </Menu.Item>
        <Menu.Divider />
        {/* Logout leads to the login service's logout address, which ends the session. */}
        <Menu.Item component="a" href="/auth/logout" onClick={clearIdentityToken} leftSection={<IconLogout size={16} />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
