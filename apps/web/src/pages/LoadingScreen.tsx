import { Center, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@punchline/domain';

/** Shown while the console signs in and loads settings, before any screen can render. */
export function LoadingScreen() {
  return (
    <Center mih="100vh">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {MESSAGES.loading}
        </Text>
      </Stack>
    </Center>
  );
}
