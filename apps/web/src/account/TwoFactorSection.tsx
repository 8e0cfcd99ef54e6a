import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TotpStatus } from '@punchline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { authGet, authPost } from '../api/http';
import { queryClient } from '../app/query-client';
import { fieldErrors, formFailure } from '../identity/form-errors';
import { TotpEnrollForm } from '../identity/TotpEnrollForm';

const totpQuery = { queryKey: ['totp'], queryFn: () => authGet<TotpStatus>('totp') };

/** Two-factor sign-in: turn it on (enrol an authenticator app) or off (with a current code). */
export function TwoFactorSection() {
  const status = useQuery(totpQuery);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['totp'] });

  async function disable(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await authPost('totp/disable', { code }, true);
      setCode('');
      await refresh();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const enabled = status.data?.result.totpEnabled;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Two-factor authentication
          </Title>
          {status.isPending ? <Loader size="xs" /> : <Badge color={enabled ? 'green' : 'gray'}>{enabled ? 'On' : 'Off'}</Badge>}
        </Group>
        {status.isError && <Alert color="red">{status.error.message}</Alert>}
        {enabled === false && (
          <>
            <Text size="sm">Protect your account with a code from an authenticator app each time you sign in.</Text>
            <TotpEnrollForm onEnabled={refresh} />
          </>
        )}
        {enabled === true && (
          <Group component="form" onSubmit={disable} align="flex-end">
            <TextInput
              label="Code from your authenticator app"
              description="Enter a current code to turn two-factor authentication off."
              inputMode="numeric"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={fieldErrors(error).code ?? (error ? formFailure(error, ['code']) : null)}
            />
            <Button type="submit" color="red" variant="light" loading={busy} disabled={code.replace(/\s/g, '').length !== 6}>
              Turn off
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
