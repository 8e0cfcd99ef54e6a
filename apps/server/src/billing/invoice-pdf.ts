import { formatCents, formatDate, type FormatPreferences } from '@punchline/domain';
import { pdfLibrary } from '../reports/files/pdf-library';
import type { Invoice } from './invoices.service';

// An invoice as a one-page PDF (jsPDF and jspdf-autotable, as the report files and pay stubs):
// who is billed, the number, period and due date, the lines (plan × seats) and the total, with
// dates and money in the organization's formats.

const MARGIN = 40;
const INK: [number, number, number] = [33, 37, 41];

export type InvoiceDocument = { invoice: Invoice; orgName: string; issuer: string; prefs: FormatPreferences };

export async function invoicePdf({ invoice, orgName, issuer, prefs }: InvoiceDocument): Promise<Buffer> {
  const { jsPDF, autoTable } = await pdfLibrary();
  const money = (cents: number) => formatCents(cents, invoice.currency, prefs);
  const date = (d: string) => formatDate(d, prefs);
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'letter' });
  const width = doc.internal.pageSize.getWidth();
  doc.setTextColor(...INK);
  doc.setFont('helvetica', 'bold').setFontSize(16);
  doc.text(issuer, MARGIN, MARGIN + 12);
  doc.setFontSize(12);
  doc.text(`Invoice ${invoice.number}`, width - MARGIN, MARGIN + 12, { align: 'right' });
  doc.setFont('helvetica', 'normal').setFontSize(9);
  doc.text(
    invoice.status === 'paid' ? 'Paid' : invoice.status === 'void' ? 'Void' : `Due ${date(invoice.dueDate)}`,
    width - MARGIN,
    MARGIN + 26,
    {
      align: 'right',
    },
  );
  autoTable(doc, {
    startY: MARGIN + 42,
    margin: MARGIN,
    theme: 'plain',
    styles: { fontSize: 9, cellPadding: 2, textColor: INK },
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 80 } },
    body: [
      ['Billed to', orgName],
      ['Issued', date(invoice.issuedAt.slice(0, 10))],
      ['Period', `${date(invoice.periodStart)} to ${date(invoice.periodEnd)}`],
    ],
  });
  autoTable(doc, {
    margin: MARGIN,
    theme: 'striped',
    styles: { fontSize: 9, textColor: INK },
    headStyles: { fillColor: INK },
    head: [['Description', 'Quantity', 'Unit price', 'Amount']],
    body: invoice.lines.map((l) => [l.description, String(l.quantity), money(l.unitAmountCents), money(l.amountCents)]),
    foot: [['Total', '', '', money(invoice.totalCents)]],
    footStyles: { fillColor: [233, 236, 239], textColor: INK, fontStyle: 'bold' },
    columnStyles: { 1: { halign: 'right' }, 2: { halign: 'right' }, 3: { halign: 'right' } },
  });
  return Buffer.from(doc.output('arraybuffer'));
}

export const invoiceFilename = (invoice: Invoice) => `Invoice ${invoice.number}.pdf`;
