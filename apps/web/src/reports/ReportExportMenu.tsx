import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReportResult } from '@punchline/contracts';
import { MESSAGES } from '@punchline/domain';
import { IconDownload, IconFileSpreadsheet, IconFileText, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { buildCsv } from '../exports/csv';
import { downloadBlob } from '../exports/download';
import { PdfOptionsDialog } from '../exports/PdfOptionsDialog';
import type { PdfOptions } from '../exports/pdf-options';
import type { ExportKind } from '../exports/run-export';
import { exportFileName } from '../exports/table';
import type { ReportCellText } from './report-cells';
import { reportCardPages } from './report-card-pages';
import { reportExportTable } from './report-export-table';

type Props = { result: ReportResult; groupingLabel: string | null; cell: ReportCellText; cards: boolean };

/**
 * Print, CSV, Excel and PDF of a run through the console's export layer: the table's rows with
 * group headings, subtotals and the total. A 'cards' report prints and makes its PDF one worker
 * per page with signature lines.
 */
export function ReportExportMenu({ result, groupingLabel, cell, cards }: Props) {
  const [busy, setBusy] = useState(false);
  const [askPdf, setAskPdf] = useState(false);

  const run = async (kind: ExportKind, pdf?: PdfOptions) => {
    if (result.rowCount === 0) return notifications.show({ color: 'yellow', message: MESSAGES.noDataToExport });
    setBusy(true);
    try {
      const table = reportExportTable(result, groupingLabel, cell);
      if (kind === 'csv') downloadBlob(new Blob([buildCsv(table)], { type: 'text/csv;charset=utf-8' }), exportFileName(table.title, 'csv'));
      else if (kind === 'xlsx') {
        const { buildXlsx } = await import('../exports/xlsx');
        downloadBlob(await buildXlsx(table), exportFileName(table.title, 'xlsx'));
      } else if (kind === 'print') {
        const { printHtml, printableHtml } = await import('../exports/print');
        const { printableCardsHtml } = await import('./card-print');
        const html = cards ? printableCardsHtml(table.title, result.notes, reportCardPages(result, cell)) : printableHtml(table);
        await printHtml(html, table.title);
      } else if (cards) {
        const { buildCardsPdf } = await import('./card-pdf');
        downloadBlob(buildCardsPdf(result.notes, reportCardPages(result, cell), pdf!), exportFileName(table.title, 'pdf'));
      } else {
        const { buildPdfBlob } = await import('../exports/pdf');
        downloadBlob(await buildPdfBlob(table, pdf!), exportFileName(table.title, 'pdf'));
      }
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
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
          <Menu.Item leftSection={<IconPrinter size={16} />} onClick={() => void run('print')}>
            Print
          </Menu.Item>
          <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => void run('csv')}>
            CSV
          </Menu.Item>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void run('xlsx')}>
            Excel
          </Menu.Item>
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => setAskPdf(true)}>
            PDF
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <PdfOptionsDialog
        opened={askPdf}
        onClose={() => setAskPdf(false)}
        onSubmit={(options) => {
          setAskPdf(false);
          void run('pdf', options);
        }}
      />
    </>
  );
}
