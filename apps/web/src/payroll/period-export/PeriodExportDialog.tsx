import { Alert, Button, Checkbox, Group, List, Loader, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import type { PayExport } from '@punchline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorToast } from '../../detail/toast';
import { downloadBlob } from '../../exports/download';
import { useOrgSession } from '../../layout/use-org-session';
import { EXPORT_FORMATS, fetchFile, fetchPayTemplates, type ExportChoice } from '../runs/exports-api';
import { KeptExportsTable } from '../runs/KeptExportsTable';
import { usePayFormats } from '../runs/use-pay-formats';
import { createPeriodExport, fetchPeriodPreview, periodExportFilePath, periodExportKey, type UnapprovedChoice } from './period-export-api';

type Props = { orgId: number; day: string; onClose: () => void };

/** The choice's value in the format list: a system's format, or `template:{id}`. */
const choiceOf = (value: string): ExportChoice =>
  value.startsWith('template:') ? { format: 'template', templateId: Number(value.slice(9)) } : { format: value as ExportChoice['format'] };

/**
 * Export for Payroll: the pay period holding `day`, straight from its time cards without a pay
 * run, in a payroll system's format. Names the cards not approved and asks what to do with them;
 * lists the period's earlier exports.
 */
export function PeriodExportDialog({ orgId, day, onClose }: Props) {
  const session = useOrgSession();
  const f = usePayFormats();
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<string | null>('adp');
  const [choice, setChoice] = useState<UnapprovedChoice | null>(null);
  const [markExported, setMarkExported] = useState(false);
  const preview = useQuery({ queryKey: periodExportKey(orgId, day), queryFn: () => fetchPeriodPreview(orgId, day), retry: false });
  const templates = useQuery({ queryKey: ['orgs', orgId, 'payroll', 'templates'], queryFn: () => fetchPayTemplates(orgId), retry: false });
  const download = async (item: PayExport) => {
    try {
      const file = await fetchFile(periodExportFilePath(orgId, item.id), item.filename);
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      errorToast(error);
    }
  };
  const make = useMutation({
    mutationFn: () =>
      createPeriodExport(orgId, { periodStart: day, ...choiceOf(format!), ...(choice ? { unapproved: choice } : {}), markExported }),
    onSuccess: async (item) => {
      await queryClient.invalidateQueries({ queryKey: periodExportKey(orgId, day) });
      await download(item);
    },
    onError: (error) => errorToast(error),
  });
  const data = preview.data;
  const open = data?.unapproved ?? [];
  const formats = [
    ...EXPORT_FORMATS.map((x) => ({ value: x.value, label: x.label })),
    ...(templates.data ?? []).map((t) => ({ value: `template:${t.id}`, label: `Template: ${t.name}` })),
  ];
  const ready = data !== undefined && format !== null && (open.length === 0 || choice !== null);
  return (
    <Modal opened onClose={onClose} title="Export for Payroll" size="lg">
      <Stack gap="sm">
        {preview.isLoading && <Loader size="sm" />}
        {preview.error && <Alert color="red">{preview.error.message}</Alert>}
        {data && (
          <>
            <Text fw={500} data-testid="period-export-period">
              Pay period {f.date(data.periodStart)} – {f.date(data.periodEnd)}: {data.workers} {data.workers === 1 ? 'worker' : 'workers'}
            </Text>
            <Text size="sm" c="dimmed">
              The file holds each worker&apos;s hours, time off and holidays per pay code, as the time cards show them now. To lock the
              period and pay from a checked snapshot, use a pay run instead.
            </Text>
            {open.length === 0 ? (
              <Text size="sm">Every card in the period is approved.</Text>
            ) : (
              <Stack gap="xs" data-testid="period-unapproved">
                <Text size="sm">
                  {open.length} {open.length === 1 ? 'worker has a card' : 'workers have cards'} not approved (approve them on their time
                  cards first, or choose):
                </Text>
                <List size="sm">
                  {open.map((w) => (
                    <List.Item key={w.employeeId}>{w.name}</List.Item>
                  ))}
                </List>
                <Radio.Group label="What to do with them" value={choice} onChange={(v) => setChoice(v as UnapprovedChoice)}>
                  <Stack gap={6} mt={6}>
                    <Radio value="exclude" label="Leave these workers out of the file" />
                    <Radio value="include" label="Include their cards as they are" />
                  </Stack>
                </Radio.Group>
              </Stack>
            )}
            <Select label="Format" data={formats} value={format} onChange={setFormat} allowDeselect={false} />
            {session.entryStateEnabled && session.entryStateExportPrompt && (
              <Checkbox
                label="Mark the entries exported"
                checked={markExported}
                onChange={(e) => setMarkExported(e.currentTarget.checked)}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button disabled={!ready} loading={make.isPending} onClick={() => make.mutate()}>
                Export
              </Button>
            </Group>
            {data.exports.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Earlier exports of this period
                </Text>
                <KeptExportsTable items={data.exports} dateTime={f.dateTime} onDownload={(item) => void download(item)} />
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
