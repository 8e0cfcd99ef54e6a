import { Group, Progress, Stack, Text } from '@mantine/core';

/** Used out of allowed, as a bar that turns orange near the limit and red at it. */
export function SeatsBar({ label, used, allowed }: { label: string; used: number; allowed: number }) {
  const share = allowed > 0 ? Math.min(100, (used / allowed) * 100) : 100;
  const color = used >= allowed ? 'red' : share >= 80 ? 'orange' : 'teal';
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={500} data-testid={`${label.toLowerCase()}-usage`}>
          {used} of {allowed}
        </Text>
      </Group>
      <Progress value={share} color={color} aria-label={`${label}: ${used} of ${allowed} used`} />
    </Stack>
  );
}
