import { Alert, Anchor, Button, Code, Stack, Text, TextInput } from '@mantine/core';
import type { TotpEnrollment } from '@punchline/contracts';
import { useState, type FormEvent } from 'react';
import { authPost } from '../api/http';
import { fieldErrors, formFailure } from './form-errors';
import { TotpQrCode } from './TotpQrCode';

type Enrollment = TotpEnrollment['result'];

/** Turns on two-factor sign-in: a new secret for an authenticator app, confirmed by one code. */
export function TotpEnrollForm({ onEnabled }: { onEnabled: () => void | Promise<void> }) {
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setEnrollment((await authPost<TotpEnrollment>('totp/enroll', undefined, true)).result);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await authPost('totp/confirm', { code }, true);
      await onEnabled();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  }

  const failure = error ? formFailure(error, ['code']) : null;
  if (!enrollment) {
    return (
      <Stack gap="xs" align="flex-start">
        {failure && <Alert color="red">{failure}</Alert>}
        <Button onClick={start} loading={busy}>
          Set up two-factor authentication
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" onSubmit={confirm} gap="sm">
      {failure && <Alert color="red">{failure}</Alert>}
      <Text size="sm">
        1. Scan this code with your authenticator app (Google Authenticator, 1Password, Authy…), or add an account with the key below, or{' '}
        <Anchor href={enrollment.otpauthUri}>open it in the app</Anchor> on this device.
      </Text>
      <TotpQrCode uri={enrollment.otpauthUri} />
      <Code block data-testid="totp-secret" fz="sm" style={{ letterSpacing: 1, whiteSpace: 'normal', wordBreak: 'break-word' }}>
        {enrollment.secret.replace(/(.{4})/g, '$1 ').trim()}
      </Code>
      <TextInput
        label="2. Enter the 6-digit code the app shows"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        error={fieldErrors(error).code}
        maw={260}
      />
      <Button type="submit" loading={busy} disabled={code.replace(/\s/g, '').length !== 6} w="fit-content">
        Turn on two-factor authentication
      </Button>
    </Stack>
  );
}
