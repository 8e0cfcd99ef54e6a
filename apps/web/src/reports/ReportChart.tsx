import { Box, Group, Stack, Text } from '@mantine/core';
import type { ReportResult, ReportSpec } from '@punchline/contracts';
import { chartBars } from './report-chart-data';
import type { ReportCellText } from './report-cells';

const COLORS = ['var(--mantine-color-blue-6)', 'var(--mantine-color-teal-6)', 'var(--mantine-color-orange-6)'];

type Props = { result: ReportResult; chart: NonNullable<ReportSpec['chart']>; categoryLabel: string; cell: ReportCellText };

/**
 * Horizontal bars (category names are text, often long: they read better beside a bar than
 * under it), drawn with plain elements like the dashboard's chart. Each bar says its numbers.
 */
export function ReportChart({ result, chart, categoryLabel, cell }: Props) {
  const { columns, bars } = chartBars(result, chart);
  if (bars.length === 0) return null;
  const max = Math.max(1, ...bars.flatMap((b) => b.values));
  const title = `${columns.map((c) => c.label).join(', ')} by ${categoryLabel}`;
  // A category that is not text (a day) is shown in the organization's format.
  const categoryColumn = result.columns.find((c) => c.key === chart.category);
  const label = (category: string) =>
    categoryColumn && categoryColumn.type !== 'text' && category !== '(none)' ? cell(categoryColumn, category) : category;
  return (
    <Stack gap={4} component="figure" m={0} aria-label={title} data-testid="report-chart">
      <Text size="sm" fw={600} component="figcaption">
        {title}
      </Text>
      {bars.map((bar) => (
        <Group key={bar.category} gap="xs" wrap="nowrap" align="center">
          <Text size="xs" w="30%" ta="right" truncate title={label(bar.category)}>
            {label(bar.category)}
          </Text>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            {columns.map((c, i) => {
              const value = bar.values[i] ?? 0;
              const text = cell(c, value);
              return (
                <Group key={c.key} gap={6} wrap="nowrap" aria-label={`${label(bar.category)}: ${c.label} ${text}`} role="img">
                  <Box
                    h={12}
                    style={{
                      width: `${Math.max(0, (value / max) * 80)}%`,
                      minWidth: value > 0 ? 2 : 0,
                      background: COLORS[i % COLORS.length],
                      borderRadius: 2,
                    }}
                  />
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {text}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
