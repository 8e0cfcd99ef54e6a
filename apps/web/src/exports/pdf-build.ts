import { PDF_HEADER_HEIGHT, PDF_ROW_HEIGHT } from '@punchline/domain';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { PDF_COLORS, type PdfOptions } from './pdf-options';
import type { ExportTable } from './table';

const MARGIN = 28;

/** Builds the PDF (points; header rows 25 high, body rows 15) and returns its bytes. */
export function buildPdf(table: ExportTable, options: PdfOptions): ArrayBuffer {
  const doc = new jsPDF({ orientation: options.orientation, unit: 'pt', format: 'letter' });
  let startY = MARGIN;
  if (options.includeTitles) {
    doc.setFontSize(14);
    doc.setTextColor(...PDF_COLORS.text);
    doc.text(table.title, MARGIN, MARGIN + 10);
    startY = MARGIN + 22;
  }
  autoTable(doc, {
    head: [table.headers],
    body: table.body,
    startY,
    margin: MARGIN,
    theme: 'grid',
    // Fit width: the table fills the page and long text wraps; otherwise columns keep their
    // natural width and spill onto further pages sideways.
    tableWidth: options.fitWidth ? 'auto' : 'wrap',
    horizontalPageBreak: !options.fitWidth,
    styles: {
      fontSize: 8,
      cellPadding: 3,
      lineColor: [...PDF_COLORS.line],
      lineWidth: 0.5,
      textColor: [...PDF_COLORS.text],
      valign: 'middle',
    },
    headStyles: {
      fillColor: [...PDF_COLORS.headFill],
      textColor: [...PDF_COLORS.headText],
      minCellHeight: PDF_HEADER_HEIGHT,
      fontStyle: 'bold',
    },
    bodyStyles: { minCellHeight: PDF_ROW_HEIGHT, overflow: options.fitWidth ? 'linebreak' : 'visible' },
    alternateRowStyles: { fillColor: [...PDF_COLORS.stripe] },
  });
  return doc.output('arraybuffer');
}
