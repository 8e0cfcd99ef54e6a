import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authPost } from '../api/http';
import { clearIdentityToken } from '../api/identity-token';
import { usePageTitle } from '../app/use-page-title';
import { queryClient } from '../app/query-client';

/** Only same-site paths are followed after sign-in, never another site's address. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInPage() {
  usePageTitle('Sign In');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await authPost('login', { email, password });
      clearIdentityToken(); // a new identity: no token of the previous one may be reused
      queryClient.clear();
      await navigate(safeNext(params.get('next')), { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper component="form" onSubmit={submit} withBorder shadow="sm" p="xl" w={380} maw="100%">
        <Stack>
          <div>
            <Title order={1} size="h2">
              Punchline
            </Title>
            <Text c="dimmed" size="sm">
              Sign in to manage time and attendance.
            </Text>
          </div>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
