import { Pagination, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReportColumn } from '@punchline/contracts';
import { useState } from 'react';
import type { ReportCellText } from './report-cells';
import { PAGE_LINES, PAGINATE_ABOVE, type ReportLine } from './report-lines';
import { paginationNames } from '../detail/pagination-names';

type Props = { columns: ReportColumn[]; lines: ReportLine[]; cell: ReportCellText; groupBy: string | null };

/**
 * A run on a phone: each row a small card (its first column as the title, the others as
 * label and value), group headings and totals between them; nothing wider than the screen.
 */
export function ReportLinesList({ columns, lines, cell, groupBy }: Props) {
  const [page, setPage] = useState(1);
  const pages = lines.length > PAGINATE_ABOVE ? Math.ceil(lines.length / PAGE_LINES) : 1;
  const shown = pages > 1 ? lines.slice((page - 1) * PAGE_LINES, page * PAGE_LINES) : lines;
  const [first, ...others] = columns;
  // The group's heading already says its value: each card leaves that column out.
  const rest = others.filter((c) => c.key !== groupBy);
  return (
    <Stack gap="xs" data-testid="report-list">
      {shown.map((line, i) => {
        if (line.kind === 'group')
          return (
            <Text key={i} fw={700} mt="xs" data-line="group">
              {line.label}
            </Text>
          );
        if (line.kind === 'row')
          return (
            <Paper key={i} withBorder p="xs" data-line="row">
              {first && <Text fw={600}>{cell(first, line.row[first.key])}</Text>}
              <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
                {rest.map((c) => (
                  <Text key={c.key} size="sm">
                    <Text span c="dimmed" size="sm">
                      {c.label}:{' '}
                    </Text>
                    {cell(c, line.row[c.key])}
                  </Text>
                ))}
              </SimpleGrid>
            </Paper>
          );
        return (
          <Paper key={i} p="xs" bg="var(--mantine-color-gray-1)" data-line={line.kind}>
            <Text fw={700}>{line.label}</Text>
            {columns
              .filter((c) => c.total)
              .map((c) => (
                <Text key={c.key} size="sm" fw={600}>
                  {c.label}: {cell(c, line.row[c.key])}
                </Text>
              ))}
          </Paper>
        );
      })}
      {pages > 1 && (
        <Pagination {...paginationNames} total={pages} value={page} onChange={setPage} aria-label="Pages of the report" size="sm" />
      )}
    </Stack>
  );
}
