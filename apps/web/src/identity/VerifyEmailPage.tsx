import { Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authPost } from '../api/http';
import { queryClient } from '../app/query-client';
import { usePageTitle } from '../app/use-page-title';
import { AuthCard } from './AuthCard';

/** /verify-email?token=… from the mailed link: verifies the address, then continues to the console. */
export function VerifyEmailPage() {
  usePageTitle('Verify email');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false); // the token is single use: never post it twice

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    authPost('verify-email', { token: params.get('token') ?? '' })
      .then(async () => {
        queryClient.removeQueries({ queryKey: ['user-profile'] });
        await navigate('/', { replace: true });
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [params, navigate]);

  if (error) {
    return (
      <AuthCard title="This link did not work" error={error}>
        <Text>Links expire after 48 hours and work once. Sign in to have a new one sent.</Text>
        <Button component={Link} to="/sign-in">
          Go to sign in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verifying your email">
      <Group>
        <Loader size="sm" />
        <Text>One moment…</Text>
      </Group>
    </AuthCard>
  );
}
