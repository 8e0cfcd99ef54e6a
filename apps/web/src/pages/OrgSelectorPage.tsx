import { Anchor, Badge, Center, Group, Loader, Paper, Stack, Switch, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { canAccessRoute, getRoute, hasSudoAccessToAllOrgs } from '@punchline/domain';
import { IconBuilding, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { allOrgListQuery, orgListQuery } from '../app/queries';
import { usePageTitle } from '../app/use-page-title';
import { useProfile } from '../layout/use-org-session';
import { useShowAllOrgList } from '../identity/use-show-all-org-list';
import classes from './OrgSelectorPage.module.css';

/** "My Organizations": the organizations the user may enter; support users and distributor
 *  admins may show every organization they can enter (the toggle is remembered per user). */
export function OrgSelectorPage() {
  usePageTitle('My Organizations');
  const profile = useProfile();
  const mayShowAll = hasSudoAccessToAllOrgs(profile) || profile.isDistributorAdmin;
  const [showAllPref, setShowAll] = useShowAllOrgList(profile.userId);
  const showAll = mayShowAll && showAllPref;
  const orgs = useQuery(showAll ? allOrgListQuery : orgListQuery);
  const [search, setSearch] = useState('');
  const shown = (orgs.data?.results ?? []).filter((o) => o.name.toLowerCase().includes(search.trim().toLowerCase()));
  const maySignUp = canAccessRoute(getRoute('sign-up-wizard'), null, profile);
  return (
    <Center mih="100vh" p="md" bg="gray.0" style={{ alignItems: 'flex-start' }}>
      <Stack w={520} maw="100%" mt="10vh">
        <Group justify="space-between">
          <Title order={1} size="h2">
            My Organizations
          </Title>
          {mayShowAll && <Switch label="Show all organizations" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} />}
        </Group>
        <TextInput
          placeholder="Search organizations"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          aria-label="Search organizations"
        />
        <Paper withBorder>
          {orgs.isPending ? (
            <Center p="lg">
              <Loader size="sm" />
            </Center>
          ) : orgs.isError ? (
            <Text c="red" p="md">
              {orgs.error.message}
            </Text>
          ) : shown.length === 0 ? (
            <Text c="dimmed" p="md">
              {orgs.data.results.length === 0
                ? 'You do not belong to any organization yet. Ask an administrator to invite you, or create one.'
                : 'No organization matches your search.'}
            </Text>
          ) : (
            shown.map((org) => (
              <UnstyledButton key={org.id} component={Link} to={`/orgs/${org.id}/dashboard`} className={classes.row}>
                <IconBuilding size={20} stroke={1.5} />
                <Text flex={1}>{org.name}</Text>
                {!org.orgUserAccepted && <Badge color="yellow">Invitation</Badge>}
                {org.orgUserId === null && <Badge variant="light">Not a member</Badge>}
                <IconChevronRight size={16} />
              </UnstyledButton>
            ))
          )}
        </Paper>
        <Group gap="lg">
          {maySignUp && (
            <Anchor component={Link} to="/orgs/sign-up" size="sm">
              Create an organization
            </Anchor>
          )}
          {hasSudoAccessToAllOrgs(profile) && (
            <Anchor component={Link} to="/sudo/org-users" size="sm">
              Sudo
            </Anchor>
          )}
          <Anchor href="/auth/logout" size="sm">
            Sign out
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
}
