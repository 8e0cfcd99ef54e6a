import { Anchor, Button, Group, PasswordInput, TextInput } from '@mantine/core';
import type { SignInStep } from '@punchline/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authPost } from '../api/http';
import { forgetIdentity } from '../app/forget-identity';
import { usePageTitle } from '../app/use-page-title';
import { AuthCard } from '../identity/AuthCard';
import { safeNext } from '../identity/form-errors';
import { TotpStep } from '../identity/TotpStep';

export function SignInPage() {
  usePageTitle('Sign In');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [totpRequired, setTotpRequired] = useState(false);

  async function signedIn() {
    forgetIdentity(); // a new identity
    await navigate(safeNext(params.get('next')), { replace: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const step = await authPost<SignInStep>('login', { email, password });
      if (step.result.totpRequired) {
        setTotpRequired(true);
        setBusy(false);
      } else await signedIn();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  if (totpRequired) return <TotpStep onVerified={signedIn} onRestart={() => setTotpRequired(false)} />;
  return (
    <AuthCard title="Punchline" subtitle="Sign in to manage time and attendance." error={error} onSubmit={submit}>
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
      <Group justify="space-between">
        <Anchor component={Link} to="/forgot-password" size="sm">
          Forgot password?
        </Anchor>
        <Anchor component={Link} to={`/sign-up${params.get('next') ? `?next=${encodeURIComponent(params.get('next')!)}` : ''}`} size="sm">
          Create an account
        </Anchor>
      </Group>
    </AuthCard>
  );
}
