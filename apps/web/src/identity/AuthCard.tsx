import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

type Props = { title: string; subtitle?: string; error?: string | null; onSubmit?: (event: FormEvent) => void; children: ReactNode };

/** The centred card of the screens used before sign-in (sign-in, sign-up, passwords, email). */
export function AuthCard({ title, subtitle, error, onSubmit, children }: Props) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper component={onSubmit ? 'form' : 'div'} onSubmit={onSubmit} withBorder shadow="sm" p="xl" w={400} maw="100%">
        <Stack>
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </div>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
