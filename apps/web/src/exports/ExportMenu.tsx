import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { hasPermission, MESSAGES } from '@punchline/domain';
import {
  IconDownload,
  IconFileCode,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconPrinter,
  IconRefresh,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { ColumnPref } from '../lists/column-prefs';
import type { ResourceRow } from '../lists/list-api';
import { ConfirmDialog } from '../detail/ConfirmDialog';
import { useOrgSession } from '../layout/use-org-session';
import { runExport, type ExportKind } from './run-export';
import type { CellText } from './table';
import { PdfOptionsDialog } from './PdfOptionsDialog';
import type { PdfOptions } from './pdf-options';
import { exportWithTemplate } from './templates';
import { useExportTemplates } from './use-export-templates';

type Props = {
  title: string;
  /** Each column's value as the grid's cell shows it. */
  cellText: CellText;
  columns: ColumnPref[];
  rows: ResourceRow[];
  hasMore: boolean;
  loadAll: () => Promise<ResourceRow[] | null>;
  /** The list's resource path: its integration templates join the menu. */
  dataSource?: string;
};

/** A built-in export, or an integration template by id. */
type Choice = { kind: ExportKind; pdf?: PdfOptions } | { templateId: number };

const problem = (error: unknown) => notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });

/** Print, CSV, Excel, PDF and the list's templates, built from the grid in the browser (SPEC section 2 List screens). */
export function ExportMenu({ title, cellText, columns, rows, hasMore, loadAll, dataSource }: Props) {
  const [pending, setPending] = useState<Choice | null>(null);
  const [pdfOptions, setPdfOptions] = useState(false);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState(false);
  const templates = useExportTemplates(dataSource, opened);
  const canReload = hasPermission(useOrgSession().permissions, 'edit_settings');

  const run = async (choice: Choice, loadFirst: boolean) => {
    setBusy(true);
    const rowsToExport = () => (loadFirst ? loadAll() : Promise.resolve(rows));
    const noData = () => notifications.show({ color: 'yellow', message: MESSAGES.noDataToExport });
    try {
      if ('templateId' in choice) {
        if ((await exportWithTemplate(templates.orgId, choice.templateId, rowsToExport)) === 'empty') noData();
        return;
      }
      const all = await rowsToExport();
      if (!all) return;
      if (all.length === 0) return noData();
      await runExport(choice.kind, { title, cellText, columns, rows: all, pdf: choice.pdf });
    } catch (error) {
      problem(error);
    } finally {
      setBusy(false);
    }
  };
  // The PDF asks its options first; then any export asks about loading everything when more exist.
  const proceed = (choice: Choice) => {
    if (rows.length === 0 && !hasMore) {
      notifications.show({ color: 'yellow', message: MESSAGES.noDataToExport });
      return;
    }
    if (hasMore) setPending(choice);
    else void run(choice, false);
  };
  const start = (kind: ExportKind) => (kind === 'pdf' ? setPdfOptions(true) : proceed({ kind }));

  return (
    <>
      <Menu position="bottom-end" withinPortal onOpen={() => setOpened(true)}>
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => start('print')}>
            Print
          </Menu.Item>
          <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => start('csv')}>
            CSV
          </Menu.Item>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => start('xlsx')}>
            Excel
          </Menu.Item>
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => start('pdf')}>
            PDF
          </Menu.Item>
          {templates.usable && (templates.templates.length > 0 || templates.loading || canReload) && <Menu.Divider />}
          {templates.loading && templates.templates.length === 0 && <Menu.Item disabled>Loading templates...</Menu.Item>}
          {templates.templates.map((t) => (
            <Menu.Item key={t.id} leftSection={<IconFileCode size={16} />} onClick={() => proceed({ templateId: t.id })}>
              {t.name}
            </Menu.Item>
          ))}
          {templates.usable && canReload && (
            <Menu.Item leftSection={<IconRefresh size={16} />} disabled={templates.loading} onClick={templates.reload}>
              Reload templates
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <PdfOptionsDialog
        opened={pdfOptions}
        onClose={() => setPdfOptions(false)}
        onSubmit={(options) => {
          setPdfOptions(false);
          proceed({ kind: 'pdf', pdf: options });
        }}
      />
      <ConfirmDialog
        opened={pending !== null}
        title="Export"
        message={MESSAGES.loadAllBeforeExport}
        onAnswer={(answer) => {
          const choice = pending;
          setPending(null);
          if (answer !== null && choice) void run(choice, answer);
        }}
      />
    </>
  );
}
