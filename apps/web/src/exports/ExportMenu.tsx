import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Fields } from '@punchline/contracts';
import { MESSAGES } from '@punchline/domain';
import { IconDownload, IconFileSpreadsheet, IconFileText, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import type { ColumnPref } from '../lists/column-prefs';
import type { ResourceRow } from '../lists/list-api';
import { ConfirmDialog } from '../detail/ConfirmDialog';
import { runExport, type ExportKind } from './run-export';
import { PdfOptionsDialog } from './PdfOptionsDialog';
import type { PdfOptions } from './pdf-options';

type Props = {
  title: string;
  fields: Fields;
  columns: ColumnPref[];
  rows: ResourceRow[];
  hasMore: boolean;
  loadAll: () => Promise<ResourceRow[] | null>;
};

/** Print, CSV, Excel and PDF built from the grid in the browser (SPEC section 2 List screens). */
export function ExportMenu({ title, fields, columns, rows, hasMore, loadAll }: Props) {
  const [pending, setPending] = useState<ExportKind | null>(null);
  const [askLoadAll, setAskLoadAll] = useState(false);
  const [pdfOptions, setPdfOptions] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (kind: ExportKind, loadFirst: boolean, options?: PdfOptions) => {
    setBusy(true);
    try {
      const all = loadFirst ? await loadAll() : rows;
      if (!all) return;
      if (all.length === 0) {
        notifications.show({ color: 'yellow', message: MESSAGES.noDataToExport });
        return;
      }
      await runExport(kind, { title, fields, columns, rows: all, pdf: options });
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  // The PDF asks its options first; then any export asks about loading everything when more exist.
  const start = (kind: ExportKind) => {
    if (kind === 'pdf') return setPdfOptions(true);
    proceed(kind);
  };
  const [pdfChoice, setPdfChoice] = useState<PdfOptions | undefined>();
  const proceed = (kind: ExportKind, options?: PdfOptions) => {
    if (rows.length === 0 && !hasMore) {
      notifications.show({ color: 'yellow', message: MESSAGES.noDataToExport });
      return;
    }
    if (hasMore) {
      setPending(kind);
      setPdfChoice(options);
      setAskLoadAll(true);
    } else void run(kind, false, options);
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
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
        </Menu.Dropdown>
      </Menu>
      <PdfOptionsDialog
        opened={pdfOptions}
        onClose={() => setPdfOptions(false)}
        onSubmit={(options) => {
          setPdfOptions(false);
          proceed('pdf', options);
        }}
      />
      <ConfirmDialog
        opened={askLoadAll}
        title="Export"
        message={MESSAGES.loadAllBeforeExport}
        onAnswer={(answer) => {
          setAskLoadAll(false);
          if (answer !== null && pending) void run(pending, answer, pdfChoice);
        }}
      />
    </>
  );
}
