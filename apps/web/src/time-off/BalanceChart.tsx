import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { dayFromIso, type LedgerEntry } from '@punchline/domain';

const HEIGHT = 90;

/**
 * The balance over time as a step line (each entry moves it on its day), zero marked: how a
 * balance grew and was spent is easier seen than read off the ledger's lines.
 */
export function BalanceChart({ entries, label }: { entries: readonly LedgerEntry[]; label: string }) {
  const { ref, width } = useElementSize();
  if (entries.length < 2) return null;
  const first = dayFromIso(entries[0]!.date);
  const span = Math.max(1, dayFromIso(entries.at(-1)!.date) - first);
  const values = entries.map((e) => e.balance);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const range = top - bottom || 1;
  const w = width || 600;
  const x = (date: string) => ((dayFromIso(date) - first) / span) * (w - 2) + 1;
  const y = (v: number) => HEIGHT - 4 - ((v - bottom) / range) * (HEIGHT - 8);
  let path = `M ${x(entries[0]!.date)} ${y(0)}`;
  for (const e of entries) path += ` H ${x(e.date)} V ${y(e.balance)}`;
  return (
    <div ref={ref} style={{ width: '100%' }}>
      <svg width={w} height={HEIGHT} role="img" aria-label={label} data-testid="balance-chart">
        <line x1={0} x2={w} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-gray-4)" strokeDasharray="4 3" />
        <path d={path} fill="none" stroke="var(--mantine-color-blue-6)" strokeWidth={2} />
      </svg>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </div>
  );
}
