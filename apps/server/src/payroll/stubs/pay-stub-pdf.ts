import { formatDate, formatDuration, formatExactPay, formatExactRate } from '@punchline/domain';
import type { jsPDF } from 'jspdf';
import type { RowInput } from 'jspdf-autotable';
import { pdfLibrary } from '../../reports/files/pdf-library';
import type { PayStubData, StubLine } from './pay-stub-data';

// A worker's pay stub as a one-page PDF (jsPDF and jspdf-autotable, as the report files): who and
// which period, earnings with hours, adjustments, statutory deductions with their base, net pay,
// and the year to date beside every figure; the employer's contributions apart, since they are
// not taken from pay. Figures in the organization's formats (durations, dates, money).

const MARGIN = 40;
const INK: [number, number, number] = [33, 37, 41];
const SHADE: [number, number, number] = [233, 236, 239];

const EARNING_KINDS = new Set(['hours', 'salary', 'time_off', 'holiday', 'earning']);

type Section = { title: string; head: string[]; rows: RowInput[]; align: ('left' | 'right')[] };

export async function payStubPdf(stub: PayStubData): Promise<Buffer> {
  const { jsPDF, autoTable } = await pdfLibrary();
  const { prefs } = stub;
  const money = (v: bigint | null, keepZero = false) => (v === null ? '' : formatExactPay(v, prefs, keepZero));
  // Deductions act negatively on pay; a stub lists what was taken as a positive figure.
  const taken = (v: bigint | null) => (v === null ? '' : formatExactPay(v < 0n ? -v : v, prefs));
  const hours = (s: number | null) => (s === null ? '' : formatDuration(s, { ...prefs, zeroDurationBlank: false }));
  const date = (d: string | null) => (d ? formatDate(d, prefs) : '');
  const bold = (content: string) => ({ content, styles: { fontStyle: 'bold' as const } });
  const of = (kinds: (k: StubLine['kind']) => boolean) => stub.lines.filter((l) => kinds(l.kind));

  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'letter' });
  const width = doc.internal.pageSize.getWidth();

  // Heading: the employer, then what the document is.
  doc.setTextColor(...INK);
  doc.setFont('helvetica', 'bold').setFontSize(16);
  doc.text(stub.orgName, MARGIN, MARGIN + 12);
  doc.setFontSize(12);
  doc.text('Pay Stub', width - MARGIN, MARGIN + 12, { align: 'right' });
  doc.setFont('helvetica', 'normal').setFontSize(8);
  if (stub.brand) doc.text(`Provided through ${stub.brand}`, MARGIN, MARGIN + 26);
  doc.text(stub.run.name, width - MARGIN, MARGIN + 26, { align: 'right' });
  doc
    .setDrawColor(...INK)
    .setLineWidth(1)
    .line(MARGIN, MARGIN + 34, width - MARGIN, MARGIN + 34);

  // Who and when, two columns of label and value.
  autoTable(doc, {
    startY: MARGIN + 42,
    margin: MARGIN,
    theme: 'plain',
    styles: { fontSize: 9, cellPadding: 2, textColor: INK },
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 80 }, 2: { fontStyle: 'bold', cellWidth: 70 } },
    body: [
      ['Employee', stub.worker.name, 'Pay date', date(stub.run.payDate)],
      ['Employee no.', stub.worker.employeeNumber ?? '', 'Pay period', `${date(stub.run.periodStart)} to ${date(stub.run.periodEnd)}`],
    ],
  });

  const earnings = of((k) => EARNING_KINDS.has(k));
  const adjustments = of((k) => k === 'deduction' || k === 'reimbursement');
  const statutory = of((k) => k === 'statutory');
  const employer = of((k) => k === 'employer');

  /** Statutory deductions and employer shares: each on its base at its percent, `amount` as it reads. */
  const percentSection = (title: string, lines: readonly StubLine[], amount: (v: bigint | null) => string): Section => ({
    title,
    head: ['Description', 'Base', 'Rate', 'Current', 'Year to date'],
    align: ['left', 'right', 'right', 'right', 'right'],
    rows: lines.map((l) => [l.name, money(l.base), l.rate ? `${formatExactRate(l.rate, 0)}%` : '', amount(l.amount), amount(l.ytdAmount)]),
  });

  const sections: Section[] = [
    {
      title: 'Earnings',
      head: ['Description', 'Hours', 'Rate', 'Current', 'Year to date'],
      align: ['left', 'right', 'right', 'right', 'right'],
      rows: [
        ...earnings.map((l) => [
          l.name,
          hours(l.seconds),
          l.rate && l.kind !== 'salary' ? formatExactRate(l.rate) : '',
          money(l.amount),
          money(l.ytdAmount),
        ]),
        [
          bold('Gross pay'),
          bold(hours(stub.current.paidSeconds)),
          '',
          bold(money(stub.current.gross, true)),
          bold(money(stub.ytd.gross, true)),
        ],
      ],
    },
  ];
  if (adjustments.length > 0)
    sections.push({
      title: 'Adjustments',
      head: ['Description', 'Type', 'Current', 'Year to date'],
      align: ['left', 'left', 'right', 'right'],
      rows: adjustments.map((l) => [
        l.name,
        l.kind === 'deduction' ? 'Deduction' : 'Reimbursement',
        l.kind === 'deduction' ? taken(l.amount) : money(l.amount),
        l.kind === 'deduction' ? taken(l.ytdAmount) : money(l.ytdAmount),
      ]),
    });
  if (statutory.length > 0) sections.push(percentSection('Statutory deductions', statutory, taken));
  sections.push({
    title: 'Summary',
    head: ['', 'Current', 'Year to date'],
    align: ['left', 'right', 'right'],
    rows: [
      ['Gross pay', money(stub.current.gross, true), money(stub.ytd.gross, true)],
      ['Deductions', formatExactPay(-stub.current.deductions, prefs, true), formatExactPay(-stub.ytd.deductions, prefs, true)],
      ...(adjustments.some((l) => l.kind === 'reimbursement')
        ? [
            [
              'Reimbursements',
              money(sumKind(stub, 'reimbursement', 'amount'), true),
              money(sumKind(stub, 'reimbursement', 'ytdAmount'), true),
            ],
          ]
        : []),
      [bold('Net pay'), bold(money(stub.current.net, true)), bold(money(stub.ytd.net, true))],
    ],
  });
  if (employer.length > 0)
    sections.push(percentSection('Employer contributions (paid by your employer, not taken from your pay)', employer, money));

  let y = lastY(doc) + 14;
  for (const section of sections) {
    doc
      .setFont('helvetica', 'bold')
      .setFontSize(10)
      .setTextColor(...INK);
    doc.text(section.title, MARGIN, y);
    autoTable(doc, {
      startY: y + 5,
      margin: MARGIN,
      theme: 'striped',
      head: [section.head],
      body: section.rows,
      styles: { fontSize: 8.5, cellPadding: 3, textColor: INK },
      headStyles: { fillColor: SHADE, textColor: INK, fontStyle: 'bold' },
      alternateRowStyles: { fillColor: [248, 249, 250] },
      columnStyles: Object.fromEntries(section.align.map((halign, i) => [i, { halign }])),
      didParseCell: (data) => {
        if (data.section === 'head') data.cell.styles.halign = section.align[data.column.index] ?? 'left';
      },
    });
    y = lastY(doc) + 18;
  }

  // The figure a worker looks for first, boxed.
  doc.setFillColor(...SHADE).rect(MARGIN, y - 6, width - 2 * MARGIN, 26, 'F');
  doc
    .setFont('helvetica', 'bold')
    .setFontSize(12)
    .setTextColor(...INK);
  doc.text('Net pay', MARGIN + 8, y + 11);
  doc.text(money(stub.current.net, true), width - MARGIN - 8, y + 11, { align: 'right' });
  return Buffer.from(doc.output('arraybuffer'));
}

function sumKind(stub: PayStubData, kind: StubLine['kind'], field: 'amount' | 'ytdAmount'): bigint {
  return stub.lines.filter((l) => l.kind === kind).reduce((t, l) => t + (l[field] ?? 0n), 0n);
}

/** Where the last table ended (jspdf-autotable records it on the document). */
function lastY(doc: jsPDF): number {
  return (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
}

/** "Pay stub 2026-11-13 Lee Ann.pdf": the pay date (else the period's end) and the worker. */
export function payStubFilename(stub: PayStubData): string {
  const name =
    stub.worker.name
      .replace(/[^\p{L}\p{N} -]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || `worker ${stub.worker.id}`;
  return `Pay stub ${stub.run.payDate ?? stub.run.periodEnd} ${name}.pdf`;
}
