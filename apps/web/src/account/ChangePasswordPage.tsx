import { Alert, Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { authPost } from '../api/http';
import { ApiRequestError } from '../api/errors';

type FieldErrors = Partial<Record<'currentPassword' | 'newPassword', string>>;

export function ChangePasswordPage() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('saving');
    setErrors({});
    setFailure(null);
    try {
      // The login service checks the identity token as well as the session cookie.
      await authPost('change-password', { currentPassword, newPassword }, true);
      setStatus('saved');
      setCurrent('');
      setNew('');
    } catch (error) {
      setStatus('idle');
      const body = error instanceof ApiRequestError ? (error.body as Record<string, string[]> | null) : null;
      if (body?.currentPassword || body?.newPassword)
        setErrors({ currentPassword: body.currentPassword?.[0], newPassword: body.newPassword?.[0] });
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Stack maw={420}>
      <Title order={1} size="h3">
        Change Password
      </Title>
      <Paper withBorder p="md" component="form" onSubmit={submit}>
        <Stack>
          {status === 'saved' && <Alert color="green">Your password has been changed. Other sessions have been signed out.</Alert>}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            required
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={errors.currentPassword}
          />
          <PasswordInput
            label="New password"
            description="At least 10 characters."
            required
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNew(e.currentTarget.value)}
            error={errors.newPassword}
          />
          <Button type="submit" loading={status === 'saving'} disabled={!currentPassword || !newPassword}>
            Change password
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
