import { Paper, Stack, Text } from '@mantine/core';

/** The frame of a live example: a heading and its sentences (nothing at all when there are none). */
export function ExampleBox({ lines, testId }: { lines: readonly string[]; testId: string }) {
  if (lines.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} aria-live="polite">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Example
        </Text>
        {lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
