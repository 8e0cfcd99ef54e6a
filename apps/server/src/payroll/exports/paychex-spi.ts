import { byWorker, isHours, type PayExportData } from './pay-export-data';
import { hoursText, moneyText } from './export-numbers';
import { CSV_TYPE, csvContent, fileSafe, requireCompanyCode, totalsByCode, type PayExportFile } from './export-file';

// Paychex Flex Standard Payroll Import, SPI (docs/payroll-exports.md): a fixed-order file whose
// every column must be present (unused ones empty), one row per worker and pay component. Client
// ID is the payroll company code, Worker ID the employee number. Hours go in Hours, earnings and
// reimbursements in Amount. Pay Component must name an earning set up at Paychex: REG, OT and DT
// are sent as Paychex's Hourly, Overtime and Double Time, any other code as itself. Salaries
// (Paychex pays them from the worker's record) and deductions are not sent.

export const PAYCHEX_HEADER = [
  'Client ID',
  'Worker ID',
  'Org',
  'Job Number',
  'Pay Component',
  'Rate',
  'Rate Number',
  'Hours',
  'Units',
  'Line Date',
  'Amount',
  'Check Seq Number',
  'Override State',
  'Override Local',
  'Override Local Jurisdiction',
  'Labor Override',
  'Check Template',
  'Output Type',
  'Net Pay',
  'Check Number',
  'FIT Amt',
  'SS Amt',
  'Medicare Amt',
  'Fed Backup Withholding Amt',
  'State Tax Jurisdiction',
  'SIT Amount',
  'SDI Amt',
  'Fam Leave',
  'Med Leave',
  'SUI Amt',
  'State Misc Amt',
  'State Surcharge Amt',
  'State WC Amt',
  'State Backup Withholding Amt',
  'State Allocation %',
  'Local Tax Jurisdiction',
  'Local Tax Name',
  'Local Amt',
  'Local Allocation %',
];
export const PAYCHEX_COMPONENTS: Record<string, string> = { REG: 'Hourly', OT: 'Overtime', DT: 'Double Time' };
const HOURS = 7;
const AMOUNT = 10;

export const paychexComponent = (code: string) => PAYCHEX_COMPONENTS[code] ?? code;

export function paychexSpi(data: PayExportData): PayExportFile {
  const clientId = requireCompanyCode(data, 'Paychex', 'Client ID');
  const rows: string[][] = [];
  const row = (workerId: string, code: string, column: number, value: string) => {
    const cells = PAYCHEX_HEADER.map(() => '');
    cells[0] = clientId;
    cells[1] = workerId;
    cells[4] = paychexComponent(code);
    cells[column] = value;
    rows.push(cells);
  };
  for (const lines of byWorker(data.lines)) {
    const workerId = lines[0]!.employeeNumber;
    for (const h of totalsByCode(lines.filter(isHours))) row(workerId, h.code, HOURS, hoursText(h.seconds));
    for (const e of totalsByCode(lines.filter((l) => l.kind === 'earning' || l.kind === 'reimbursement')))
      row(workerId, e.code, AMOUNT, moneyText(e.amount));
  }
  const filename = `Paychex SPI ${fileSafe(data.source.name)} ${data.source.periodStart} to ${data.source.periodEnd}.csv`;
  return { content: csvContent(PAYCHEX_HEADER, rows), filename, contentType: CSV_TYPE, rowCount: rows.length };
}
