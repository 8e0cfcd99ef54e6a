import { Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { chartBarHeight, chartScaleMax, formatChartLabel, isLabelledDay } from '@punchline/domain';
import type { DayActivity } from '@punchline/contracts';

type Props = { days: DayActivity[]; onDay: (date: string) => void; label: string };

const LABEL_ROW = 18;

/** The element's width, read before the first paint (so the chart never shows at the height of
 *  another width, moving what is below it) and again whenever it changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current!;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A bar per day of the hours worked (SPEC section 9: 'MMM DD' labels at the axis step, 150 px tall
 * under 400 px wide, else 75), a red dot over days with exceptions. Each bar is a button that opens
 * that day's punches; its name says the numbers for a screen reader.
 */
export function ActivityChart({ days, onDay, label }: Props) {
  const { ref, width } = useWidth();
  const height = chartBarHeight(width || 400);
  const max = chartScaleMax(days.map((d) => d.totalHours));
  const slot = days.length > 0 ? 100 / days.length : 100;
  return (
    <div ref={ref} role="group" aria-label={label} style={{ position: 'relative', width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'flex-end', height, gap: 2 }}>
        {days.map((d) => {
          const exceptions = d.exceptionCount + d.clockLogFailureCount;
          const name = `${formatChartLabel(d.date)}: ${d.totalHours} hours, ${d.exceptionCount} exceptions, ${d.clockLogFailureCount} failed clock attempts`;
          return (
            <button
              key={d.date}
              type="button"
              aria-label={name}
              title={name}
              data-testid={`activity-${d.date}`}
              data-hours={d.totalHours}
              onClick={() => onDay(d.date)}
              style={{
                flex: `0 0 calc(${slot}% - 2px)`,
                height: '100%',
                border: 0,
                padding: 0,
                background: 'transparent',
                cursor: 'pointer',
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
                alignItems: 'center',
              }}
            >
              {exceptions > 0 && (
                <span
                  aria-hidden
                  style={{ width: 6, height: 6, borderRadius: 3, background: 'var(--mantine-color-red-6)', marginBottom: 2 }}
                />
              )}
              <span
                aria-hidden
                style={{
                  width: '100%',
                  height: `${(d.totalHours / max) * (height - 10)}px`,
                  minHeight: d.totalHours > 0 ? 2 : 0,
                  background: 'var(--mantine-color-blue-6)',
                  borderRadius: '3px 3px 0 0',
                }}
              />
            </button>
          );
        })}
      </div>
      <div aria-hidden style={{ display: 'flex', height: LABEL_ROW, gap: 2 }}>
        {days.map((d, i) => (
          <Text key={d.date} size="xs" c="dimmed" style={{ flex: `0 0 calc(${slot}% - 2px)`, overflow: 'visible', whiteSpace: 'nowrap' }}>
            {isLabelledDay(i, days.length) ? formatChartLabel(d.date) : ''}
          </Text>
        ))}
      </div>
    </div>
  );
}
