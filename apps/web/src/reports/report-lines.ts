import type { ReportColumn, ReportGroup, ReportResult, ReportRow } from '@punchline/contracts';

/** A line of a run on screen: a group's heading, a row, a group's subtotal, or the grand total. */
export type ReportLine =
  | { kind: 'group'; label: string }
  | { kind: 'row'; row: ReportRow }
  | { kind: 'subtotal'; label: string; row: ReportRow }
  | { kind: 'total'; label: string; row: ReportRow };

export const groupHeading = (groupingLabel: string, group: Pick<ReportGroup, 'label'>) => `${groupingLabel}: ${group.label}`;
export const subtotalLabel = (group: Pick<ReportGroup, 'label'>) => `Subtotal ${group.label}`;
export const TOTAL_LABEL = 'Total';

/** Whether a run has any summed column (no subtotal or total rows otherwise). */
export const hasTotals = (columns: readonly ReportColumn[]) => columns.some((c) => c.total);

/** Where a summary row puts its label: the first column that is not summed (else the first). */
export const labelColumnIndex = (columns: readonly ReportColumn[]) =>
  Math.max(
    0,
    columns.findIndex((c) => !c.total),
  );

/**
 * The run's lines in reading order, for the screen and every export alike: when grouped, each
 * group opens with its heading ('Department: Assembly') and closes with its subtotal; the grand
 * total ends it. Without summed columns there are no subtotal or total lines.
 */
export function reportLines(result: ReportResult, groupingLabel: string | null): ReportLine[] {
  const lines: ReportLine[] = [];
  const grouped = result.groupBy !== null && groupingLabel !== null;
  const sums = hasTotals(result.columns);
  for (const group of result.groups) {
    if (grouped) lines.push({ kind: 'group', label: groupHeading(groupingLabel, group) });
    for (const row of group.rows) lines.push({ kind: 'row', row });
    if (grouped && sums) lines.push({ kind: 'subtotal', label: subtotalLabel(group), row: group.subtotal });
  }
  if (sums) lines.push({ kind: 'total', label: TOTAL_LABEL, row: result.total });
  return lines;
}

/** Above this many lines the table shows pages of PAGE_LINES (a DOM of 20,000 rows is slow). */
export const PAGINATE_ABOVE = 2_000;
export const PAGE_LINES = 500;
