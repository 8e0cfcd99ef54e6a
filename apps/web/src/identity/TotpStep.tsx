import { Anchor, Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { authPost } from '../api/http';
import { AuthCard } from './AuthCard';
import { fieldErrors, formFailure } from './form-errors';

type Props = { onVerified: () => Promise<void>; onRestart: () => void };

/** Sign-in's second step: the 6-digit code of the user's authenticator app. */
export function TotpStep({ onVerified, onRestart }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await authPost('totp/verify', { code });
      await onVerified();
    } catch (e) {
      setError(e);
      setBusy(false);
      setCode('');
    }
  }

  return (
    <AuthCard
      title="Two-factor authentication"
      subtitle="Enter the 6-digit code from your authenticator app."
      error={error ? formFailure(error, ['code']) : null}
      onSubmit={submit}
    >
      <TextInput
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        autoFocus
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        error={fieldErrors(error).code}
      />
      <Button type="submit" loading={busy} disabled={code.replace(/\s/g, '').length !== 6}>
        Verify
      </Button>
      <Anchor component="button" type="button" size="sm" onClick={onRestart}>
        Sign in with another account
      </Anchor>
    </AuthCard>
  );
}
