import { Alert, Button, Group, Switch, TextInput } from '@mantine/core';
import type { UserProfile } from '@punchline/domain';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../api/http';
import { queryClient } from '../app/query-client';
import { fieldErrors, formFailure } from '../identity/form-errors';

const FIELDS = ['name', 'countryCode', 'userNotificationsEnabled'] as const;

/** Name, country and notifications of `PUT user-profile`. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const [name, setName] = useState(profile.userName);
  const [countryCode, setCountry] = useState(profile.countryCode ?? '');
  const [notifications, setNotifications] = useState(profile.userNotificationsEnabled);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<unknown>(null);
  const revalidator = useRevalidator();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('saving');
    setError(null);
    try {
      const body = { name, countryCode: countryCode.trim() || null, userNotificationsEnabled: notifications };
      await api('user-profile', { method: 'PUT', body });
      queryClient.removeQueries({ queryKey: ['user-profile'] });
      await revalidator.revalidate(); // the header's user menu shows the new name
      setStatus('saved');
    } catch (e) {
      setError(e);
      setStatus('idle');
    }
  }

  const errors = fieldErrors(error);
  const failure = error ? formFailure(error, FIELDS) : null;
  return (
    <form onSubmit={submit}>
      {failure && (
        <Alert color="red" mt="md">
          {failure}
        </Alert>
      )}
      {status === 'saved' && (
        <Alert color="green" mt="md">
          Your profile is saved.
        </Alert>
      )}
      <Group align="flex-start" mt="md" grow>
        <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
        <TextInput
          label="Country"
          description="Two-letter code, e.g. US"
          maxLength={2}
          value={countryCode}
          onChange={(e) => setCountry(e.currentTarget.value.toUpperCase())}
          error={errors.countryCode}
        />
      </Group>
      <Switch
        mt="md"
        label="Notifications"
        description="Messages about your organizations by email and in the console"
        checked={notifications}
        onChange={(e) => setNotifications(e.currentTarget.checked)}
      />
      <Button type="submit" mt="md" loading={status === 'saving'}>
        Save profile
      </Button>
    </form>
  );
}
