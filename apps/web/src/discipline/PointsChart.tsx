import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatShortDate } from '@punchline/domain';
import { useFormats } from '../formats/use-formats';
import { pointsChartGeometry, type ChartEntry, type ChartThreshold } from './points-chart';
import { pointsFigure } from './points-format';

const HEIGHT = 130;

type Props = {
  entries: readonly ChartEntry[];
  thresholds: readonly ChartThreshold[];
  span: { from: string; to: string };
  label: string;
};

/**
 * A worker's points over the ledger's range as a step line, each policy threshold a dashed line
 * with its event named: how close the worker is to the next event is easier seen than read off
 * the ledger. Plain SVG sized to its box, as the time off balance chart.
 */
export function PointsChart({ entries, thresholds, span, label }: Props) {
  const prefs = useFormats();
  const { ref, width } = useElementSize();
  const w = width || 600;
  const g = pointsChartGeometry(entries, thresholds, span, { width: w, height: HEIGHT });
  return (
    <div ref={ref} style={{ width: '100%' }}>
      <svg width={w} height={HEIGHT} role="img" aria-label={label} data-testid="points-chart">
        <line x1={0} x2={w} y1={g.zeroY} y2={g.zeroY} stroke="var(--mantine-color-gray-4)" />
        {g.thresholds.map((t) => (
          <g key={t.points} data-testid="points-chart-threshold">
            <line x1={0} x2={w} y1={t.y} y2={t.y} stroke="var(--mantine-color-red-7)" strokeDasharray="6 4" />
            {/* At the left, where the points are usually lowest (the latest are at the right), with a
                halo in the page's colour so the step line never crosses the words. */}
            <text
              x={4}
              y={t.y - 4}
              fontSize={11}
              fill="var(--mantine-color-dimmed)"
              stroke="var(--mantine-color-body)"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {t.eventType} · {pointsFigure(t.points)}
            </text>
          </g>
        ))}
        <path d={g.path} fill="none" stroke="var(--mantine-color-blue-7)" strokeWidth={2} />
      </svg>
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {formatShortDate(span.from, prefs)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatShortDate(span.to, prefs)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
    </div>
  );
}
