import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PartnerOrg } from '@punchline/contracts';

const MAX_BARS = 12;

/**
 * Punches of the last 30 days per organization (the busiest first), a bar each: which customers
 * use the service and which have gone quiet, at a glance. The numbers stay beside the bars.
 */
export function ActivityBars({ orgs }: { orgs: readonly PartnerOrg[] }) {
  const rows = [...orgs].sort((a, b) => b.punchesLast30Days - a.punchesLast30Days).slice(0, MAX_BARS);
  const max = Math.max(1, ...rows.map((o) => o.punchesLast30Days));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6} role="list" aria-label="Punches in the last 30 days" data-testid="partner-activity">
        <Title order={2} size="h5">
          Punches in the last 30 days
        </Title>
        {rows.map((o) => (
          <Group key={o.id} gap="sm" wrap="nowrap" role="listitem" aria-label={`${o.name}: ${o.punchesLast30Days} punches`}>
            <Text size="sm" w={{ base: 110, sm: 200 }} truncate="end" title={o.name}>
              {o.name}
            </Text>
            <div style={{ flex: 1, minWidth: 40 }}>
              <div
                aria-hidden
                style={{
                  width: `${(o.punchesLast30Days / max) * 100}%`,
                  minWidth: o.punchesLast30Days > 0 ? 2 : 0,
                  height: 12,
                  borderRadius: 3,
                  background: 'var(--mantine-color-blue-6)',
                }}
              />
            </div>
            <Text size="sm" w={56} ta="right">
              {o.punchesLast30Days}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
