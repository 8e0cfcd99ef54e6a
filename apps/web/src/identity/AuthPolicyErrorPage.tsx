import { Alert, Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrgSummary } from '@punchline/contracts';
import { useLoaderData } from 'react-router';
import { currentDelegate } from '../api/delegate';
import { clearAllTokens } from '../api/org-tokens';
import { queryClient } from '../app/query-client';
import { usePageTitle } from '../app/use-page-title';
import { TotpEnrollForm } from './TotpEnrollForm';

/** orgs/{orgId}/auth-policy-error: the organization requires two-factor sign-in; enrol here. */
export function AuthPolicyErrorPage() {
  usePageTitle('Login Requirements');
  const { org } = useLoaderData<{ org: OrgSummary }>();

  async function enabled() {
    // Enrolment changes what the server lets this sign-in do: make fresh tokens and lists.
    clearAllTokens();
    queryClient.clear();
    window.location.assign(`/orgs/${org.id}/dashboard`);
  }

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" w={520} maw="100%">
        <Stack>
          <Title order={1} size="h2">
            Two-factor authentication required
          </Title>
          <Text>
            {org.name} requires everyone who administers it to sign in with two-factor authentication. Set it up now to continue; from then
            on you will enter a code from your authenticator app when you sign in.
          </Text>
          {currentDelegate() ? (
            <Alert color="yellow">Two-factor authentication can only be set up by the person themselves, not in delegate mode.</Alert>
          ) : (
            <TotpEnrollForm onEnabled={enabled} />
          )}
          <Anchor href="/orgs" size="sm">
            Choose another organization
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
