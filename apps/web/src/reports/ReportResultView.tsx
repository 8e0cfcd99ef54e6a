import { Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReportResult, ReportSpec } from '@punchline/contracts';
import { BREAKPOINTS, formatDateTime } from '@punchline/domain';
import { useMemo } from 'react';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { ReportChart } from './ReportChart';
import { ReportExportMenu } from './ReportExportMenu';
import { ReportLinesList } from './ReportLinesList';
import { ReportTable } from './ReportTable';
import type { ReportCellText } from './report-cells';
import { reportLines } from './report-lines';

type Props = { spec: ReportSpec; result: ReportResult; cell: ReportCellText };

/** The label of the run's grouping ('Department'), from the spec. */
export const groupingLabelOf = (spec: ReportSpec, result: ReportResult) =>
  result.groupBy === null ? null : (spec.groupings.find((g) => g.key === result.groupBy)?.label ?? result.groupBy);

/** A finished run: what it covers, when its data was read and by whom, its chart, its table and its exports. */
export function ReportResultView({ spec, result, cell }: Props) {
  const prefs = useFormats();
  const { timezone } = useOrgSession();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.sm}px)`);
  const groupingLabel = groupingLabelOf(spec, result);
  const lines = useMemo(() => reportLines(result, groupingLabel), [result, groupingLabel]);
  const categoryLabel = spec.columns.find((c) => c.key === spec.chart?.category)?.label ?? '';
  return (
    <Stack gap="sm" data-testid="report-result">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          {result.notes.map((note) => (
            <Text key={note} size="sm">
              {note}
            </Text>
          ))}
          <Text size="sm" c="dimmed" data-testid="report-cutoff">
            Data as of {formatDateTime(result.cutoff, timezone, prefs)}, run by {result.ranBy.name}
          </Text>
        </Stack>
        <ReportExportMenu result={result} groupingLabel={groupingLabel} cell={cell} cards={spec.layout === 'cards'} />
      </Group>
      {result.rowCount === 0 ? (
        <Text c="dimmed">
          Nothing matched these parameters.{' '}
          {spec.params.includes('range')
            ? 'Widen the date range or clear a filter, then run it again.'
            : 'Clear a filter, then run it again.'}
        </Text>
      ) : (
        <>
          {spec.chart && <ReportChart result={result} chart={spec.chart} categoryLabel={categoryLabel} cell={cell} />}
          {phone ? (
            <ReportLinesList columns={result.columns} lines={lines} cell={cell} groupBy={result.groupBy} />
          ) : (
            <ReportTable columns={result.columns} lines={lines} cell={cell} />
          )}
        </>
      )}
    </Stack>
  );
}
