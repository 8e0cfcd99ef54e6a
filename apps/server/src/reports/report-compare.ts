import type { ReportColumn, ReportResult, ReportRow, ReportRowChange, ReportSpec } from '@punchline/contracts';

// A kept run against a re-run with the same parameters: which rows appeared, disappeared or
// changed in a numeric column, matched by the report's row key. Pure.

const rowsOf = (result: Pick<ReportResult, 'groups'>) => result.groups.flatMap((g) => g.rows);
const identity = (spec: ReportSpec, row: ReportRow) => spec.rowKey.map((k) => String(row[k] ?? '')).join('|');
const NUMERIC: ReadonlySet<ReportColumn['type']> = new Set(['number', 'duration', 'minutes', 'money', 'hours']);

/** A row's name in a sentence: its first text columns ('Ana Lima, OT'). */
function labelOf(columns: readonly ReportColumn[], row: ReportRow): string {
  const texts = columns.filter((c) => c.type === 'text').map((c) => row[c.key]);
  return texts
    .filter((t) => t !== null && t !== undefined && t !== '')
    .slice(0, 2)
    .join(', ');
}

export function compareRuns(
  spec: ReportSpec,
  before: Pick<ReportResult, 'groups' | 'columns'>,
  after: Pick<ReportResult, 'groups' | 'columns'>,
): ReportRowChange[] {
  const numeric = after.columns.filter((c) => NUMERIC.has(c.type) && before.columns.some((b) => b.key === c.key));
  const old = new Map(rowsOf(before).map((r) => [identity(spec, r), r]));
  const changes: ReportRowChange[] = [];
  for (const row of rowsOf(after)) {
    const key = identity(spec, row);
    const was = old.get(key);
    old.delete(key);
    if (!was) {
      changes.push({
        key,
        label: labelOf(after.columns, row),
        change: 'added',
        columns: numeric.map((c) => ({ key: c.key, before: null, after: row[c.key] ?? null })),
      });
      continue;
    }
    const differing = numeric.filter((c) => Number(was[c.key] ?? 0) !== Number(row[c.key] ?? 0));
    if (differing.length > 0) {
      changes.push({
        key,
        label: labelOf(after.columns, row),
        change: 'changed',
        columns: differing.map((c) => ({ key: c.key, before: was[c.key] ?? null, after: row[c.key] ?? null })),
      });
    }
  }
  for (const [key, row] of old) {
    changes.push({
      key,
      label: labelOf(before.columns, row),
      change: 'removed',
      columns: numeric.map((c) => ({ key: c.key, before: row[c.key] ?? null, after: null })),
    });
  }
  return changes;
}
