import { Anchor, Button, PasswordInput, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { authPost } from '../api/http';
import { clearAllTokens } from '../api/org-tokens';
import { usePageTitle } from '../app/use-page-title';
import { AuthCard } from './AuthCard';
import { fieldErrors, formFailure } from './form-errors';
import { useFormAction } from './use-form-action';

/** /reset-password?token=…: a new password from a reset link, or the first one of an invited person. */
export function ResetPasswordPage() {
  usePageTitle('Choose a password');
  const [params] = useSearchParams();
  const [newPassword, setPassword] = useState('');
  const { busy, error, run } = useFormAction();
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await run(() => authPost('reset-password', { token: params.get('token') ?? '', newPassword })))) return;
    clearAllTokens(); // the reset ended every session
    setDone(true);
  }

  if (done) {
    return (
      <AuthCard title="Your password is set">
        <Text>Sign in with your email and the new password.</Text>
        <Button component={Link} to="/sign-in">
          Sign in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a password"
      subtitle="Links work once and expire after an hour; ask for a new one if this fails."
      error={error ? formFailure(error, ['newPassword']) : null}
      onSubmit={submit}
    >
      <PasswordInput
        label="New password"
        description="At least 10 characters."
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={fieldErrors(error).newPassword}
      />
      <Button type="submit" loading={busy}>
        Save password
      </Button>
      <Anchor component={Link} to="/forgot-password" size="sm">
        Send me a new link
      </Anchor>
    </AuthCard>
  );
}
