import { Anchor, Group, Text } from '@mantine/core';

export function Footer({ consoleName }: { consoleName: string }) {
  return (
    <Group h="100%" px="md" justify="space-between" gap="xs">
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} {consoleName}
      </Text>
      <Group gap="md">
        <Anchor href="/legal/terms.html" target="_blank" size="xs" c="dimmed">
          Terms of Service
        </Anchor>
        <Anchor href="/legal/privacy.html" target="_blank" size="xs" c="dimmed">
          Privacy Policy
        </Anchor>
      </Group>
    </Group>
  );
}
