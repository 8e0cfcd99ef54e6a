import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { FATAL_ERRORS, type FatalError } from '@punchline/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FatalErrorSignal } from '../app/fatal-error';
import { usePageTitle } from '../app/use-page-title';
import { ResendVerificationButton } from '../identity/ResendVerificationButton';

/** Blocks the console with the title and message of SPEC section 8's fatal errors. */
export function FatalErrorView({ fatal }: { fatal: FatalError }) {
  usePageTitle(fatal.title);
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" maw={480} role="alert">
        <Stack align="center" gap="sm">
          <IconAlertTriangle size={40} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={2} ta="center">
            {fatal.title}
          </Title>
          {fatal.message && <Text ta="center">{fatal.message}</Text>}
          {fatal.title === FATAL_ERRORS.emailNotVerified.title && <ResendVerificationButton />}
          <Button variant="light" onClick={() => window.location.assign('/')}>
            Try again
          </Button>
          <Button variant="subtle" component="a" href="/auth/logout">
            Sign out
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** The router's error element: a loader's FatalErrorSignal, or anything unexpected. */
export function FatalErrorScreen() {
  const error = useRouteError();
  const fatal =
    error instanceof FatalErrorSignal
      ? error.fatal
      : {
          title: 'Something went wrong',
          message: isRouteErrorResponse(error) ? error.statusText : 'An unexpected error occurred. Reload the page to try again.',
        };
  return <FatalErrorView fatal={fatal} />;
}
