import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authPost } from '../api/http';
import { usePageTitle } from '../app/use-page-title';
import { AuthCard } from './AuthCard';
import { fieldErrors, formFailure } from './form-errors';
import { useFormAction } from './use-form-action';
import { forgetIdentity } from '../app/forget-identity';
import { ResendVerificationButton } from './ResendVerificationButton';

const FIELDS = ['name', 'email', 'password'] as const;

/** Creates an account (signed in at once, email unverified) and asks the user to check their mail. */
export function SignUpPage() {
  usePageTitle('Create an account');
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const { busy, error, run } = useFormAction();
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await run(() => authPost('sign-up', form)))) return;
    forgetIdentity(); // signed in as the new account
    setDone(true);
  }

  if (done) {
    return (
      <AuthCard title="Check your email" subtitle={`We sent a link to ${form.email}.`}>
        <Text>Open the link in that email to verify your address, then come back here to set up your organization.</Text>
        <ResendVerificationButton />
      </AuthCard>
    );
  }
  const errors = fieldErrors(error);
  return (
    <AuthCard
      title="Create an account"
      subtitle="Start your free trial of Punchline."
      error={error ? formFailure(error, FIELDS) : null}
      onSubmit={submit}
    >
      {FIELDS.map((field) => {
        const Input = field === 'password' ? PasswordInput : TextInput;
        const label = { name: 'Your name', email: 'Email', password: 'Password' }[field];
        return (
          <Input
            key={field}
            label={label}
            type={field === 'email' ? 'email' : undefined}
            autoComplete={{ name: 'name', email: 'username', password: 'new-password' }[field]}
            description={field === 'password' ? 'At least 10 characters.' : undefined}
            required
            value={form[field]}
            onChange={(e) => setForm({ ...form, [field]: e.currentTarget.value })}
            error={errors[field]}
          />
        );
      })}
      <Button type="submit" loading={busy}>
        Create account
      </Button>
      <Anchor component={Link} to="/sign-in" size="sm">
        Already have an account? Sign in
      </Anchor>
    </AuthCard>
  );
}
