import type { HealthAnswerRow } from '@punchline/contracts';
import { formatDateTime, type FormatPreferences } from '@punchline/domain';
import { stringify } from 'csv-stringify/sync';
import { safeCsvCell } from '../reports/files/csv-file';

// The Answers tab's export: one line per answer, each question and its answer in the last column,
// times in the organization's zone and formats; quoted by csv-stringify (RFC 4180), CRLF line
// ends, a BOM for Excel, and the reports' guard against formulas.

const yesNo = (v: boolean | null) => (v === null ? 'No answer' : v ? 'Yes' : 'No');

export function healthAnswersCsv(rows: readonly HealthAnswerRow[], timeZone: string, prefs: FormatPreferences): Buffer {
  const header = ['Time', 'Worker', 'Device', 'Questionnaire', 'Result', 'Answers'];
  const lines = rows.map((r) => [
    formatDateTime(r.at, timeZone, prefs),
    r.workerName,
    r.device ?? '',
    r.questionnaire,
    r.passed ? 'Passed' : 'Failed',
    r.answers.map((a) => `${a.text} ${yesNo(a.answer)}`).join('; '),
  ]);
  const cells = [header, ...lines].map((row) => row.map(safeCsvCell));
  return Buffer.from(`\uFEFF${stringify(cells, { record_delimiter: '\r\n' })}`, 'utf8');
}
