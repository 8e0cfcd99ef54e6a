import { pdfLibrary } from './pdf-library';
import type { ReportTable } from './report-table';

// The PDF of a report (jsPDF and jspdf-autotable, the libraries of the console's PDF export): the
// title and notes, then the table with its header repeated on each page; group headings,
// subtotals and the total in bold. Wide reports are laid out across the page.

const MARGIN = 28;
const WIDE_FROM_COLUMNS = 7;

export async function pdfFile(table: ReportTable): Promise<Buffer> {
  const { jsPDF, autoTable } = await pdfLibrary();
  const doc = new jsPDF({
    orientation: table.headers.length >= WIDE_FROM_COLUMNS ? 'landscape' : 'portrait',
    unit: 'pt',
    format: 'letter',
  });
  doc.setFontSize(14);
  doc.text(table.title, MARGIN, MARGIN + 10);
  doc.setFontSize(8);
  table.notes.forEach((note, i) => doc.text(note, MARGIN, MARGIN + 26 + i * 11));
  autoTable(doc, {
    head: [table.headers],
    body: table.lines.map((line) =>
      line.cells.map((content) => (line.kind === 'row' ? content : { content, styles: { fontStyle: 'bold' as const } })),
    ),
    startY: MARGIN + 30 + table.notes.length * 11,
    margin: MARGIN,
    theme: 'grid',
    styles: { fontSize: 8, cellPadding: 3, lineWidth: 0.5 },
    headStyles: { fontStyle: 'bold' },
  });
  return Buffer.from(doc.output('arraybuffer'));
}
