import { byWorker, isHours, type PayExportData } from './pay-export-data';
import { hoursText, moneyText } from './export-numbers';
import { CSV_TYPE, csvContent, requireCompanyCode, totalsByCode, type PayExportFile } from './export-file';

// ADP Workforce Now paydata import, the EPI file (docs/payroll-exports.md): a header row, then
// paydata rows keyed by Co Code (1st column), Batch ID (2nd) and File # (3rd). A worker's REG and
// OT hours go in Reg Hours and O/T Hours on one row; every other hours code (DT, time off,
// holidays, the organization's own codes) in Hours 3 Code / Hours 3 Amount, and every earning or
// reimbursement in Earnings 3 Code / Earnings 3 Amount, one row each under the same File #, as
// ADP allows several rows per employee. Salaries are not sent (ADP pays them from the employee's
// record), nor deductions (ADP computes its own).

export const ADP_HEADER = [
  'Co Code',
  'Batch ID',
  'File #',
  'Reg Hours',
  'O/T Hours',
  'Hours 3 Code',
  'Hours 3 Amount',
  'Earnings 3 Code',
  'Earnings 3 Amount',
];
const MONEY_KINDS = new Set(['earning', 'reimbursement']);

export function adpEpi(data: PayExportData): PayExportFile {
  const coCode = requireCompanyCode(data, 'ADP', 'Co Code');
  const batch = data.source.batch;
  const rows: string[][] = [];
  for (const lines of byWorker(data.lines)) {
    const fileNo = lines[0]!.employeeNumber;
    const key = [coCode, batch, fileNo];
    const hours = totalsByCode(lines.filter(isHours));
    const reg = hours.find((h) => h.code === 'REG');
    const ot = hours.find((h) => h.code === 'OT');
    if (reg || ot) rows.push([...key, reg ? hoursText(reg.seconds) : '', ot ? hoursText(ot.seconds) : '', '', '', '', '']);
    for (const h of hours.filter((t) => t.code !== 'REG' && t.code !== 'OT'))
      rows.push([...key, '', '', h.code, hoursText(h.seconds), '', '']);
    for (const e of totalsByCode(lines.filter((l) => MONEY_KINDS.has(l.kind))))
      rows.push([...key, '', '', '', '', e.code, moneyText(e.amount)]);
  }
  // ADP's naming for a single import file: PR, the company code, EPI.
  return { content: csvContent(ADP_HEADER, rows), filename: `PR${coCode}EPI.csv`, contentType: CSV_TYPE, rowCount: rows.length };
}
