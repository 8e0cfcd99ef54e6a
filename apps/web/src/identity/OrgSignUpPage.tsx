import { Alert, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { OrgList } from '@punchline/contracts';
import { canAccessRoute, getRoute } from '@punchline/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../api/http';
import { queryClient } from '../app/query-client';
import { usePageTitle } from '../app/use-page-title';
import { useProfile } from '../layout/use-org-session';
import { fieldErrors, formFailure } from './form-errors';
import { browserTimeZone } from './time-zones';
import { TimeZoneSelect } from './TimeZoneSelect';

/** orgs/sign-up: creates an organization on a free trial; its setup continues in the wizard. */
export function OrgSignUpPage() {
  usePageTitle('Sign Up');
  const profile = useProfile();
  const navigate = useNavigate();
  const [organizationName, setName] = useState('');
  const [timezone, setTimezone] = useState(browserTimeZone);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const allowed = canAccessRoute(getRoute('sign-up-wizard'), null, profile);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { results } = await api<OrgList>('orgs/sign-up', { method: 'POST', body: { organizationName, timezone } });
      await queryClient.invalidateQueries({ queryKey: ['manage'] });
      await navigate(`/orgs/${results[0]!.id}/sign-up`);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  }

  const errors = fieldErrors(error);
  return (
    <Center mih="100vh" p="md" bg="gray.0" style={{ alignItems: 'flex-start' }}>
      <Paper component="form" onSubmit={submit} withBorder shadow="sm" p="xl" w={460} maw="100%" mt="10vh">
        <Stack>
          <Title order={1} size="h2">
            Create your organization
          </Title>
          {!allowed ? (
            <Alert color="yellow">
              Your account is managed by {profile.distributor}. Ask your administrator to invite you to an organization.
            </Alert>
          ) : (
            <>
              <Text c="dimmed" size="sm">
                Your free trial starts today. You can invite other administrators once it is set up.
              </Text>
              {error && formFailure(error, ['organizationName', 'timezone']) && (
                <Alert color="red">{formFailure(error, ['organizationName', 'timezone'])}</Alert>
              )}
              <TextInput
                label="Organization name"
                required
                value={organizationName}
                onChange={(e) => setName(e.currentTarget.value)}
                error={errors.organizationName}
              />
              <TimeZoneSelect value={timezone} onChange={setTimezone} error={errors.timezone} />
              <Button type="submit" loading={busy}>
                Create organization
              </Button>
            </>
          )}
          <Button variant="subtle" component={Link} to="/orgs">
            My Organizations
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
