import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrgList, OrgSummary } from '@punchline/contracts';
import { FATAL_ERRORS } from '@punchline/domain';
import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { api } from '../api/http';
import { queryClient } from '../app/query-client';
import { usePageTitle } from '../app/use-page-title';
import { FatalErrorView } from '../pages/FatalErrorScreen';

/** orgs/{orgId}/accept: the invited user joins the organization, then the session starts. */
export function AcceptPage() {
  usePageTitle('Accept Invitation');
  const { org } = useLoaderData<{ org: OrgSummary }>();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'accepting' | 'failed'>('idle');

  async function accept() {
    setState('accepting');
    try {
      await api<OrgList>(`manage/orgs/${org.id}/accept`, { method: 'POST' });
      await queryClient.invalidateQueries({ queryKey: ['manage'] });
      await navigate(`/orgs/${org.id}/dashboard`, { replace: true });
    } catch {
      setState('failed');
    }
  }

  if (state === 'failed') return <FatalErrorView fatal={FATAL_ERRORS.acceptFailed} />;
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" w={440} maw="100%">
        <Stack>
          <Title order={1} size="h2">
            Join {org.name}
          </Title>
          <Text>You have been invited to administer {org.name} in Punchline. Accept to open it.</Text>
          <Button onClick={accept} loading={state === 'accepting'}>
            Accept invitation
          </Button>
          <Button variant="subtle" component="a" href="/orgs">
            Not now
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
