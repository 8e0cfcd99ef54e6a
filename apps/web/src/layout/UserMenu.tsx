import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { hasSudoAccessToAllOrgs } from '@punchline/domain';
import { IconKey, IconLogout, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useProfile } from './use-org-session';
import { forgetIdentity } from '../app/forget-identity';

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
        {/* Named with whose menu it is: the initials alone say nothing to a screen reader. */}
        <UnstyledButton aria-label={`User menu (${profile.userName})`}>
          <Avatar color="blue" radius="xl" size={34} aria-hidden>
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
        {hasSudoAccessToAllOrgs(profile) && (
          <Menu.Item component={Link} to="/sudo/org-users" leftSection={<IconShieldLock size={16} />}>
            Sudo
          </Menu.Item>
        )}
        <Menu.Divider />
        {/* Logout leads to the login service's logout address, which ends the session. */}
        <Menu.Item component="a" href="/auth/logout" onClick={forgetIdentity} leftSection={<IconLogout size={16} />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
