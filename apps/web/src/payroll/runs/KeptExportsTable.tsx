import { Button, Table } from '@mantine/core';
import { EXPORT_FORMATS, type RunExport } from './exports-api';

type Props = { items: readonly RunExport[]; dateTime: (instant: string) => string; onDownload: (item: RunExport) => void };

const formatLabel = (format: string) =>
  format === 'template' ? 'Template' : (EXPORT_FORMATS.find((x) => x.value === format)?.label ?? format);

/** Payroll files made earlier (a run's or a pay period's): format, rows, when and by whom, and their download. */
export function KeptExportsTable({ items, dateTime, onDownload }: Props) {
  if (items.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table data-testid="exports-table">
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{formatLabel(item.format)}</Table.Td>
              <Table.Td>
                {item.rowCount} {item.rowCount === 1 ? 'row' : 'rows'}
              </Table.Td>
              <Table.Td>
                {dateTime(item.exportedAt)}
                {item.exportedBy ? ` by ${item.exportedBy}` : ''}
              </Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" onClick={() => onDownload(item)}>
                  Download
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
