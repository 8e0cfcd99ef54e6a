import { Pagination, Stack, Table } from '@mantine/core';
import type { ReportColumn } from '@punchline/contracts';
import { useState } from 'react';
import { isNumericColumn, type ReportCellText } from './report-cells';
import { labelColumnIndex, PAGE_LINES, PAGINATE_ABOVE, type ReportLine } from './report-lines';
import { paginationNames } from '../detail/pagination-names';

type Props = { columns: ReportColumn[]; lines: ReportLine[]; cell: ReportCellText };

/** A run as a table: group headings across the row, subtotal and total rows in bold. */
export function ReportTable({ columns, lines, cell }: Props) {
  const [page, setPage] = useState(1);
  const pages = lines.length > PAGINATE_ABOVE ? Math.ceil(lines.length / PAGE_LINES) : 1;
  const shown = pages > 1 ? lines.slice((page - 1) * PAGE_LINES, page * PAGE_LINES) : lines;
  const labelAt = labelColumnIndex(columns);
  const align = (c: ReportColumn) => (isNumericColumn(c) ? 'right' : undefined);
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={0} type="native">
        <Table striped highlightOnHover withTableBorder fz="sm" data-testid="report-table">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} ta={align(c)}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((line, i) => {
              if (line.kind === 'group')
                return (
                  <Table.Tr key={i} data-line="group" bg="var(--mantine-color-gray-1)">
                    <Table.Th scope="colgroup" colSpan={columns.length} fw={700}>
                      {line.label}
                    </Table.Th>
                  </Table.Tr>
                );
              if (line.kind === 'row')
                return (
                  <Table.Tr key={i} data-line="row">
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta={align(c)}>
                        {cell(c, line.row[c.key])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              return (
                <Table.Tr key={i} data-line={line.kind} fw={700}>
                  {columns.map((c, at) => (
                    <Table.Td key={c.key} ta={align(c)}>
                      {at === labelAt && !c.total ? line.label : c.total ? cell(c, line.row[c.key]) : ''}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination {...paginationNames} total={pages} value={page} onChange={setPage} aria-label="Pages of the report" size="sm" />
      )}
    </Stack>
  );
}
