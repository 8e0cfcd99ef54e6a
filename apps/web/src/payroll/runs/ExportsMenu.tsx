import { Button, Checkbox, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorToast } from '../../detail/toast';
import { downloadBlob } from '../../exports/download';
import {
  createExport,
  EXPORT_FORMATS,
  exportFilePath,
  exportsKey,
  fetchExports,
  fetchFile,
  fetchPayTemplates,
  type ExportChoice,
  type RunExport,
} from './exports-api';
import { KeptExportsTable } from './KeptExportsTable';
import type { PayFormats } from './use-pay-formats';

type Props = { orgId: number; runId: number; f: PayFormats; askMarkExported: boolean };

/** The run's payroll files: make one in a payroll system's format, download it, and earlier ones with who and when. */
export function ExportsMenu({ orgId, runId, f, askMarkExported }: Props) {
  const queryClient = useQueryClient();
  const [markExported, setMarkExported] = useState(false);
  const earlier = useQuery({ queryKey: exportsKey(orgId, runId), queryFn: () => fetchExports(orgId, runId), retry: false });
  const templates = useQuery({ queryKey: ['orgs', orgId, 'payroll', 'templates'], queryFn: () => fetchPayTemplates(orgId), retry: false });
  const download = async (item: RunExport) => {
    try {
      const file = await fetchFile(exportFilePath(orgId, runId, item.id), item.filename);
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      errorToast(error);
    }
  };
  const make = useMutation({
    mutationFn: (choice: ExportChoice) => createExport(orgId, runId, choice, markExported),
    onSuccess: async (item) => {
      await queryClient.invalidateQueries({ queryKey: exportsKey(orgId, runId) });
      await download(item);
    },
    onError: (error) => errorToast(error),
  });
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={500}>Exports</Text>
          <Group gap="xs">
            {askMarkExported && (
              <Checkbox
                size="xs"
                label="Mark the entries exported"
                checked={markExported}
                onChange={(e) => setMarkExported(e.currentTarget.checked)}
              />
            )}
            <Menu position="bottom-end">
              <Menu.Target>
                <Button size="xs" variant="default" loading={make.isPending}>
                  Export…
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {EXPORT_FORMATS.map((x) => (
                  <Menu.Item key={x.value} onClick={() => make.mutate({ format: x.value })}>
                    {x.label}
                  </Menu.Item>
                ))}
                {(templates.data ?? []).length > 0 && <Menu.Label>Your templates</Menu.Label>}
                {(templates.data ?? []).map((t) => (
                  <Menu.Item key={t.id} onClick={() => make.mutate({ format: 'template', templateId: t.id })}>
                    {t.name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <KeptExportsTable items={earlier.data ?? []} dateTime={f.dateTime} onDownload={(item) => void download(item)} />
      </Stack>
    </Paper>
  );
}
