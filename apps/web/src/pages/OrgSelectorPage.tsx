import { Anchor, Center, Loader, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { orgListQuery } from '../app/queries';
import { usePageTitle } from '../app/use-page-title';
import classes from './OrgSelectorPage.module.css';

/** "My Organizations": the organizations the user may enter. */
export function OrgSelectorPage() {
  usePageTitle('My Organizations');
  const orgs = useQuery(orgListQuery);
  const [search, setSearch] = useState('');
  const shown = (orgs.data?.results ?? []).filter((o) => o.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <Center mih="100vh" p="md" bg="gray.0" style={{ alignItems: 'flex-start' }}>
      <Stack w={520} maw="100%" mt="10vh">
        <Title order={1} size="h2">
          My Organizations
        </Title>
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
                ? 'You do not belong to any organization yet. Ask an administrator to invite you.'
                : 'No organization matches your search.'}
            </Text>
          ) : (
            shown.map((org) => (
              <UnstyledButton key={org.id} component={Link} to={`/orgs/${org.id}/dashboard`} className={classes.row}>
                <IconBuilding size={20} stroke={1.5} />
                <Text flex={1}>{org.name}</Text>
                <IconChevronRight size={16} />
              </UnstyledButton>
            ))
          )}
        </Paper>
        <Anchor href="/auth/logout" size="sm">
          Sign out
        </Anchor>
      </Stack>
    </Center>
  );
}
