import { Alert, Button, FileInput, Group, Modal, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BulkImportErrors, ResourceDef } from '@punchline/contracts';
import { useState } from 'react';
import { api } from '../api/http';
import { ApiRequestError } from '../api/errors';
import { guessColumns, mappedItems, parseCsv, toSheet, type ColumnMap, type Sheet } from './spreadsheet';

type Props = { def: ResourceDef; orgId: number; onClose: () => void; onImported: () => void };
type Preview = { ok: true; count: number } | { ok: false; errors: BulkImportErrors['rows'] };

async function readFile(file: File): Promise<Sheet> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import('read-excel-file/browser');
    return toSheet(await readSheet(file));
  }
  return toSheet(parseCsv(await file.text()));
}

/** Upload a CSV or XLSX, map its columns to fields, preview (server dryRun, per-row errors), import. */
export function BulkImportDialog({ def, orgId, onClose, onImported }: Props) {
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [map, setMap] = useState<ColumnMap>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (dryRun: boolean) => {
    if (!sheet) return;
    setBusy(true);
    setFailure(null);
    try {
      const items = mappedItems(sheet, map);
      await api(`orgs/${orgId}/bulk-import`, { method: 'POST', body: { path: def.path, items, options: { dryRun } } });
      if (dryRun) setPreview({ ok: true, count: items.length });
      else {
        notifications.show({ message: `${items.length} ${def.labelPlural.toLowerCase()} imported.` });
        onImported();
        onClose();
      }
    } catch (error) {
      const rows = error instanceof ApiRequestError ? (error.body as Partial<BulkImportErrors> | null)?.rows : undefined;
      if (rows) setPreview({ ok: false, errors: rows });
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Import ${def.labelPlural}`} size="lg">
      <Stack>
        <FileInput
          label="Spreadsheet (CSV or XLSX)"
          accept=".csv,.xlsx,text/csv"
          onChange={async (file) => {
            setPreview(null);
            if (!file) return setSheet(null);
            try {
              const read = await readFile(file);
              setSheet(read);
              setMap(guessColumns(def.fields, read.headers));
            } catch (error) {
              setFailure(`The file could not be read: ${String(error)}`);
            }
          }}
        />
        {sheet && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {Object.entries(def.fields).map(([name, field]) => (
              <Select
                key={name}
                label={field.label}
                placeholder="Not imported"
                clearable
                data={sheet.headers.map((h, i) => ({ value: String(i), label: h || `Column ${i + 1}` }))}
                value={map[name] === null || map[name] === undefined ? null : String(map[name])}
                onChange={(v) => (setMap({ ...map, [name]: v === null ? null : Number(v) }), setPreview(null))}
              />
            ))}
          </SimpleGrid>
        )}
        {failure && <Alert color="red">{failure}</Alert>}
        {preview?.ok && <Alert color="green">{preview.count} rows are ready to import.</Alert>}
        {preview && !preview.ok && (
          <Table withTableBorder fz="sm" data-testid="import-errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Errors</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.errors.map((row) => (
                <Table.Tr key={row.index}>
                  {/* Spreadsheet row number: the header is row 1. */}
                  <Table.Td>{row.index + 2}</Table.Td>
                  <Table.Td>
                    {Object.entries(row.errors).map(([f, m]) => (
                      <Text key={f} size="sm">
                        {def.fields[f]?.label ?? f}: {m.join(' ')}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="light" disabled={!sheet || sheet.rows.length === 0} loading={busy} onClick={() => void send(true)}>
            Preview
          </Button>
          <Button disabled={!preview?.ok} loading={busy} onClick={() => void send(false)}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
