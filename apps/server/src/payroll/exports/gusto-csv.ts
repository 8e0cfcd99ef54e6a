import { ApiError } from '../../http/api-error';
import { byWorker, isHours, type PayExportData, type PayExportLine } from './pay-export-data';
import { hoursText, moneyText } from './export-numbers';
import { CSV_TYPE, csvContent, fileSafe, totalsByCode, type PayExportFile } from './export-file';

// Gusto's payroll CSV upload (docs/payroll-exports.md): one row per employee, matched by
// first_name and last_name; the columns are Gusto's template titles. Gusto takes regular,
// overtime and double overtime hours, bonus, commission and reimbursement, and no custom earning
// types, so a run with any other pay line (time off, holidays, other codes) is refused rather
// than sent short. A blank cell leaves Gusto's value as it is; a zero would overwrite it, so
// nothing is written where the run has nothing. Salaries are Gusto's own (not sent).

export const GUSTO_HEADER = [
  'first_name',
  'last_name',
  'regular_hours',
  'overtime_hours',
  'double_overtime_hours',
  'bonus',
  'commission',
  'reimbursement',
];
const HOURS_COLUMN: Record<string, number> = { REG: 2, OT: 3, DT: 4 };
const EARNING_COLUMN: Record<string, number> = { BONUS: 5, COMMISSION: 6 };

export const gustoRefusal = (lines: readonly string[]) =>
  `Gusto's CSV upload has no column for these pay lines: ${lines.join(', ')}. It takes regular, overtime and double ` +
  'overtime hours, bonus, commission and reimbursements: enter the others in Gusto, or export in another format.';

function columnOf(line: PayExportLine): number | null {
  if (isHours(line)) return line.kind === 'hours' ? (HOURS_COLUMN[line.code] ?? null) : null;
  if (line.kind === 'reimbursement') return 7;
  if (line.kind === 'earning') return EARNING_COLUMN[line.code] ?? null;
  return -1; // salary, deductions, employer costs: Gusto's own, not sent
}

export function gustoCsv(data: PayExportData): PayExportFile {
  const unsupported = data.lines.filter((l) => columnOf(l) === null).map((l) => `${l.code} (${l.firstName} ${l.lastName})`);
  if (unsupported.length > 0) throw ApiError.badRequest(gustoRefusal([...new Set(unsupported)]));
  const rows: string[][] = [];
  for (const lines of byWorker(data.lines)) {
    const row = [lines[0]!.firstName, lines[0]!.lastName, '', '', '', '', '', ''];
    const sent = lines.filter((l) => columnOf(l)! >= 0);
    if (sent.length === 0) continue;
    for (const t of totalsByCode(sent.filter((l) => isHours(l)))) row[HOURS_COLUMN[t.code]!] = hoursText(t.seconds);
    for (const t of totalsByCode(sent.filter((l) => l.kind === 'earning'))) row[EARNING_COLUMN[t.code]!] = moneyText(t.amount);
    const reimbursed = sent.filter((l) => l.kind === 'reimbursement');
    if (reimbursed.length > 0) row[7] = moneyText(reimbursed.reduce((sum, l) => sum + l.amount, 0n));
    rows.push(row);
  }
  const filename = `Gusto ${fileSafe(data.source.name)} ${data.source.periodStart} to ${data.source.periodEnd}.csv`;
  return { content: csvContent(GUSTO_HEADER, rows), filename, contentType: CSV_TYPE, rowCount: rows.length };
}
