import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authPost } from '../api/http';
import { usePageTitle } from '../app/use-page-title';
import { AuthCard } from './AuthCard';
import { fieldErrors, formFailure } from './form-errors';
import { useFormAction } from './use-form-action';

/** Asks for a password reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [email, setEmail] = useState('');
  const { busy, error, run } = useFormAction();
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => authPost('forgot-password', { email }))) setSent(true);
  }

  if (sent) {
    return (
      <AuthCard title="Check your email">
        <Text>If {email} has an account, we sent it a link to choose a new password. The link works for one hour.</Text>
        <Anchor component={Link} to="/sign-in" size="sm">
          Back to sign in
        </Anchor>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot password?"
      subtitle="We will email you a link to choose a new one."
      error={error ? formFailure(error, ['email']) : null}
      onSubmit={submit}
    >
      <TextInput
        label="Email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={fieldErrors(error).email}
      />
      <Button type="submit" loading={busy}>
        Send reset link
      </Button>
      <Anchor component={Link} to="/sign-in" size="sm">
        Back to sign in
      </Anchor>
    </AuthCard>
  );
}
