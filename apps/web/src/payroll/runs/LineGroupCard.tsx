import { Group, Paper, Stack, Text } from '@mantine/core';
import { explainLine } from './line-explanation';
import type { LineGroup } from './pay-lines';
import type { PayFormats } from './use-pay-formats';

/** One group of a summary's lines (earnings, adjustments, …): each line with its amount and why. */
export function LineGroupCard({ group, f }: { group: LineGroup; f: PayFormats }) {
  return (
    <Paper withBorder p="sm" data-group={group.key}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{group.title}</Text>
          <Text fw={600}>
            {group.seconds > 0 ? f.duration(group.seconds) : ''}
            {group.seconds > 0 && group.total !== undefined && f.seesPay ? ' · ' : ''}
            {group.total !== undefined && f.seesPay ? f.money(group.total) : ''}
          </Text>
        </Group>
        {group.lines.map((line, i) => (
          <Stack key={`${line.kind}-${line.code}-${i}`} gap={0} data-line={line.code}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">
                {line.name}{' '}
                <Text span size="xs" c="dimmed">
                  {line.code}
                  {line.taxable || line.kind === 'employer' || line.kind === 'statutory' ? '' : ' · not taxable'}
                </Text>
              </Text>
              {f.seesPay && line.amount !== undefined && <Text size="sm">{f.money(line.amount)}</Text>}
            </Group>
            {explainLine(line, f).map((sentence) => (
              <Text key={sentence} size="xs" c="dimmed">
                {sentence}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
