import { Anchor, Center, Group, Paper, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { hasSudoAccessToAllOrgs } from '@punchline/domain';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../app/use-page-title';
import { useProfile } from '../layout/use-org-session';
import { SudoOrgsTable } from './SudoOrgsTable';
import { SudoUsersTable } from './SudoUsersTable';

/** sudo/org-users/{view?}: support users search people and organizations everywhere and enter one.
 *  view 'orgs' lists organizations; no view lists organization users. */
export function SudoPage() {
  usePageTitle('Organization Users');
  const profile = useProfile();
  const { view } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), 300);
  if (!hasSudoAccessToAllOrgs(profile)) return <Navigate to="/" replace />;
  const orgs = view === 'orgs';
  return (
    <Center p="md" bg="gray.0" mih="100vh" style={{ alignItems: 'flex-start' }}>
      <Stack w={960} maw="100%" mt="xl">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Sudo
          </Title>
          <Anchor component={Link} to="/orgs" size="sm">
            My Organizations
          </Anchor>
        </Group>
        <Group>
          <SegmentedControl
            value={orgs ? 'orgs' : 'users'}
            onChange={(v) => navigate(v === 'orgs' ? '/sudo/org-users/orgs' : '/sudo/org-users')}
            data={[
              { value: 'users', label: 'Users' },
              { value: 'orgs', label: 'Organizations' },
            ]}
          />
          <TextInput
            flex={1}
            aria-label="Search"
            placeholder={orgs ? 'Search organizations by name' : 'Search by name, email or organization'}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </Group>
        <Paper withBorder>{orgs ? <SudoOrgsTable searchText={searchText} /> : <SudoUsersTable searchText={searchText} />}</Paper>
      </Stack>
    </Center>
  );
}
