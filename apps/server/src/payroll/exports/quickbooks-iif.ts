import { byWorker, isHours, type PayExportData } from './pay-export-data';
import { minutesOf } from './export-numbers';
import { fileSafe, totalsByCode, type PayExportFile } from './export-file';

// QuickBooks Desktop timer activities, IIF (docs/payroll-exports.md): tab-delimited, the timer
// header block (!TIMERHDR, TIMERHDR) then the activity block (!TIMEACT, one TIMEACT per
// activity). Each worker's hours per pay code become activities transferred to payroll
// (XFERTOPAYROLL Y) with the pay code's name as the payroll item (PITEM), dated the run's last
// day. QuickBooks refuses a DURATION above 23:59, so a total is split into activities of at most
// 23:59 on that day; durations are whole minutes (the total rounded half up). Amount-only lines
// (salary, earnings, reimbursements) are not timer activities and are not in this file.

export const TIMERHDR = ['VER', 'REL', 'COMPANYNAME', 'IMPORTEDBEFORE', 'FROMTIMER', 'COMPANYCREATETIME'];
export const TIMEACT = ['DATE', 'JOB', 'EMP', 'ITEM', 'PITEM', 'DURATION', 'PROJ', 'NOTE', 'XFERTOPAYROLL', 'BILLINGSTATUS'];
export const MAX_ACTIVITY_MINUTES = 23 * 60 + 59;

/** IIF has no quoting: a tab or line break inside a value would break the row. */
const cell = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
/** MM/DD/YY, as the IIF reference asks. */
export const iifDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;
const duration = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** Whole minutes cut into pieces of at most 23:59. */
export function activityMinutes(total: number): number[] {
  const pieces: number[] = [];
  for (let left = total; left > 0; left -= MAX_ACTIVITY_MINUTES) pieces.push(Math.min(left, MAX_ACTIVITY_MINUTES));
  return pieces;
}

export function quickbooksIif(data: PayExportData): PayExportFile {
  const date = iifDate(data.source.periodEnd);
  const activities: string[][] = [];
  for (const lines of byWorker(data.lines)) {
    const emp = `${lines[0]!.firstName} ${lines[0]!.lastName}`;
    for (const h of totalsByCode(lines.filter(isHours))) {
      for (const minutes of activityMinutes(minutesOf(h.seconds))) {
        activities.push(['TIMEACT', date, '', emp, '', h.name, duration(minutes), '', `${data.source.name} (${h.code})`, 'Y', '0']);
      }
    }
  }
  const rows = [
    ['!TIMERHDR', ...TIMERHDR],
    // Timer version 8.0; activities coming from a timer; QuickBooks' company create time is not known here.
    ['TIMERHDR', '8', '0', data.orgName, 'N', 'Y', ''],
    ['!TIMEACT', ...TIMEACT],
    ...activities,
  ];
  const text = rows.map((row) => row.map(cell).join('\t')).join('\r\n') + '\r\n';
  const filename = `${fileSafe(data.source.name)} ${data.source.periodStart} to ${data.source.periodEnd}.iif`;
  return { content: Buffer.from(text, 'utf8'), filename, contentType: 'application/octet-stream', rowCount: activities.length };
}
