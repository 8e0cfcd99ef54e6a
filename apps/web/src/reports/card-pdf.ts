import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { PDF_COLORS, type PdfOptions } from '../exports/pdf-options';
import { SIGNATURE_LINES, type CardPage } from './report-card-pages';

const MARGIN = 28;

/**
 * The PDF of a 'cards' report: one worker per page (the table may run onto more), the report's
 * notes under each worker's title, and the signature lines after the table.
 */
export function buildCardsPdf(notes: readonly string[], pages: readonly CardPage[], options: PdfOptions): Blob {
  const doc = new jsPDF({ orientation: options.orientation, unit: 'pt', format: 'letter' });
  const width = doc.internal.pageSize.getWidth();
  pages.forEach(({ table }, index) => {
    if (index > 0) doc.addPage();
    doc.setFontSize(14);
    doc.setTextColor(...PDF_COLORS.text);
    doc.text(table.title, MARGIN, MARGIN + 10);
    doc.setFontSize(9);
    notes.forEach((note, i) => doc.text(note, MARGIN, MARGIN + 26 + i * 12));
    autoTable(doc, {
      head: [table.headers],
      body: table.body,
      startY: MARGIN + 32 + notes.length * 12,
      margin: MARGIN,
      theme: 'grid',
      styles: { fontSize: 8, cellPadding: 3, lineColor: [...PDF_COLORS.line], lineWidth: 0.5, textColor: [...PDF_COLORS.text] },
      headStyles: { fillColor: [...PDF_COLORS.headFill], textColor: [...PDF_COLORS.headText], fontStyle: 'bold' },
    });
    const after = (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? MARGIN;
    let y = after + 60;
    // The lines belong with the card: on the next page when this one is full.
    if (y + 20 > doc.internal.pageSize.getHeight() - MARGIN) {
      doc.addPage();
      y = MARGIN + 60;
    }
    const lineWidth = (width - MARGIN * 2 - 40) / SIGNATURE_LINES.length;
    SIGNATURE_LINES.forEach((label, i) => {
      const x = MARGIN + i * (lineWidth + 40);
      doc.setDrawColor(0);
      doc.line(x, y, x + lineWidth, y);
      doc.text(label, x, y + 12);
    });
  });
  return doc.output('blob');
}
