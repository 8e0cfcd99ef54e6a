import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { authPost } from '../api/http';

/** Sends the verification mail again (the server allows 3 in 15 minutes). */
export function ResendVerificationButton() {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  async function resend() {
    setState('sending');
    setError(null);
    try {
      await authPost('resend-verification', undefined, true);
      setState('sent');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setState('idle');
    }
  }
  return (
    <>
      <Button variant="light" onClick={resend} loading={state === 'sending'} disabled={state === 'sent'}>
        Resend verification email
      </Button>
      {state === 'sent' && (
        <Text size="sm" c="green.8" role="status">
          A new link is on its way. Check your inbox and spam folder.
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
