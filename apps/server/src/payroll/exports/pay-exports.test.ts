import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPunches } from '../../punches/punch-store';
import { payExportWorld, PERIOD, type PayExportWorld, type SeedLine } from '../../../test/kits/pay-export-world';
import { ADP_HEADER } from './adp-epi';
import { GUSTO_HEADER } from './gusto-csv';
import { PAYCHEX_HEADER } from './paychex-spi';
import { TIMEACT, TIMERHDR } from './quickbooks-iif';

// Pay run exports (issue 33): each format's file read back by an independent reader (csv-parse,
// the IIF as tab-separated text) and every row checked against the run's pay lines; the
// refusals, which keep nothing; the gates; the kept file downloaded again byte for byte.

const H = 3600;
let w: PayExportWorld;
let run: number;

// The run's lines per worker (order: Cho, Diaz, Lopez by last name).
const ANA: SeedLine[] = [
  { kind: 'hours', code: 'REG', name: 'Regular', seconds: 40 * H, rate: '20', amount: '800.0000' },
  { kind: 'hours', code: 'OT', name: 'Overtime', seconds: 5.5 * H, rate: '30', amount: '165.0000' },
  { kind: 'hours', code: 'DT', name: 'Double Time', seconds: 1.25 * H, rate: '40', amount: '50.0000' },
  { kind: 'time_off', code: 'PTO', name: 'Paid Time Off', seconds: 8 * H, amount: '160.0000' },
  { kind: 'reimbursement', code: 'MILEAGE', name: 'Mileage', amount: '42.5000' },
  { kind: 'deduction', code: 'UNION', name: 'Union Dues', amount: '-10.0000' },
  { kind: 'statutory', code: 'FICA', name: 'Social Security', amount: '-67.0000' },
];
// 30 h 0 min 20 s at one rate and 1 h at another: REG totals 31.0055 h, 1860 whole minutes.
const BEN: SeedLine[] = [
  { kind: 'hours', code: 'REG', name: 'Regular', seconds: 30 * H + 20, rate: '20', amount: '600.1100' },
  { kind: 'hours', code: 'REG', name: 'Regular', seconds: H, rate: '20', amount: '20.0000' },
  { kind: 'earning', code: 'BONUS', name: 'Bonus', amount: '100.0000' },
];
const CARA: SeedLine[] = [{ kind: 'salary', code: 'SAL', name: 'Salary', amount: '2000.0000' }];

const readCsv = (text: string) => parse(text, { relax_column_count: false }) as string[][];

beforeAll(async () => {
  w = await payExportWorld();
  run = await w.addRun(
    'Nov run',
    new Map([
      [w.ana, ANA],
      [w.ben, BEN],
      [w.cara, CARA],
    ]),
  );
}, 60_000);

describe('ADP Workforce Now EPI', () => {
  it('writes Reg and O/T hours on one row, other codes in Hours 3 and money in Earnings 3, keyed by Co Code, Batch ID and File #', async () => {
    const { record, file, text } = await w.exportRun(run, { format: 'adp' });
    expect(record).toMatchObject({ format: 'adp', filename: 'PRXYZEPI.csv', rowCount: 6, markedExported: false, exportedBy: 'owner' });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''PRXYZEPI.csv");
    const batch = `PL${run}`;
    expect(readCsv(text)).toEqual([
      ADP_HEADER,
      ['XYZ', batch, 'E200', '31.01', '', '', '', '', ''],
      ['XYZ', batch, 'E200', '', '', '', '', 'BONUS', '100.00'],
      ['XYZ', batch, 'E100', '40.00', '5.50', '', '', '', ''],
      ['XYZ', batch, 'E100', '', '', 'DT', '1.25', '', ''],
      ['XYZ', batch, 'E100', '', '', 'PTO', '8.00', '', ''],
      ['XYZ', batch, 'E100', '', '', '', '', 'MILEAGE', '42.50'],
    ]);
    expect(ADP_HEADER.slice(0, 3)).toEqual(['Co Code', 'Batch ID', 'File #']);
  });

  it('is refused without the payroll company code, and nothing is kept', async () => {
    const other = await w.addRun('No code', new Map([[w.ana, ANA.slice(0, 1)]]));
    await sql`update organizations set settings = settings - 'payrollId' where id = ${w.org}`.execute(w.db);
    try {
      const refused = await w.postExport(other, { format: 'adp' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toContain('Payroll Company Code');
      const paychex = await w.postExport(other, { format: 'paychex' });
      expect(paychex.statusCode).toBe(400);
      expect((await w.listExports(other)).json<{ results: unknown[] }>().results).toEqual([]);
    } finally {
      await sql`update organizations set settings = settings || '{"payrollId":"XYZ"}'::jsonb where id = ${w.org}`.execute(w.db);
    }
  });
});

describe('QuickBooks Desktop IIF', () => {
  it('writes the timer header block, then one activity per worker and code of at most 23:59, dated the run’s last day', async () => {
    const { record, text } = await w.exportRun(run, { format: 'quickbooks' });
    expect(record).toMatchObject({ format: 'quickbooks', filename: 'Nov run 2026-11-01 to 2026-11-14.iif', rowCount: 7 });
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parse(text, {
      delimiter: '\t',
      quote: false,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: '\r\n',
    }) as string[][];
    expect(rows[0]).toEqual(['!TIMERHDR', ...TIMERHDR]);
    expect(rows[0]).toEqual(['!TIMERHDR', 'VER', 'REL', 'COMPANYNAME', 'IMPORTEDBEFORE', 'FROMTIMER', 'COMPANYCREATETIME']);
    expect(rows[1]).toEqual(['TIMERHDR', '8', '0', 'Alpha', 'N', 'Y', '']);
    expect(rows[2]).toEqual(['!TIMEACT', ...TIMEACT]);
    expect(TIMEACT).toEqual(['DATE', 'JOB', 'EMP', 'ITEM', 'PITEM', 'DURATION', 'PROJ', 'NOTE', 'XFERTOPAYROLL', 'BILLINGSTATUS']);
    const act = (emp: string, item: string, code: string, duration: string) => [
      'TIMEACT',
      '11/14/26',
      '',
      emp,
      '',
      item,
      duration,
      '',
      `Nov run (${code})`,
      'Y',
      '0',
    ];
    expect(rows.slice(3)).toEqual([
      act('Ben Cho', 'Regular', 'REG', '23:59'),
      act('Ben Cho', 'Regular', 'REG', '7:01'),
      act('Ana Lopez', 'Regular', 'REG', '23:59'),
      act('Ana Lopez', 'Regular', 'REG', '16:01'),
      act('Ana Lopez', 'Overtime', 'OT', '5:30'),
      act('Ana Lopez', 'Double Time', 'DT', '1:15'),
      act('Ana Lopez', 'Paid Time Off', 'PTO', '8:00'),
    ]);
  });
});

describe('Paychex Flex SPI', () => {
  it('writes every column in the fixed order, one row per worker and pay component', async () => {
    const { record, text } = await w.exportRun(run, { format: 'paychex' });
    expect(record).toMatchObject({ format: 'paychex', rowCount: 7 });
    const rows = readCsv(text);
    expect(rows[0]).toEqual(PAYCHEX_HEADER);
    expect(PAYCHEX_HEADER.slice(0, 11)).toEqual([
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
    ]);
    const picked = rows.slice(1).map((r) => {
      expect(r).toHaveLength(PAYCHEX_HEADER.length);
      expect(r.filter((_, i) => ![0, 1, 4, 7, 10].includes(i)).every((c) => c === '')).toBe(true);
      return [r[0], r[1], r[4], r[7], r[10]];
    });
    expect(picked).toEqual([
      ['XYZ', 'E200', 'Hourly', '31.01', ''],
      ['XYZ', 'E200', 'BONUS', '', '100.00'],
      ['XYZ', 'E100', 'Hourly', '40.00', ''],
      ['XYZ', 'E100', 'Overtime', '5.50', ''],
      ['XYZ', 'E100', 'Double Time', '1.25', ''],
      ['XYZ', 'E100', 'PTO', '8.00', ''],
      ['XYZ', 'E100', 'MILEAGE', '', '42.50'],
    ]);
  });
});

describe('Gusto CSV upload', () => {
  it('writes one row per worker in Gusto’s columns, blank where the run has nothing', async () => {
    const gusto = await w.addRun(
      'Gusto run',
      new Map([
        [
          w.ana,
          [
            ANA[0]!,
            { kind: 'hours', code: 'OT', name: 'Overtime', seconds: H, amount: '30.0000' },
            { kind: 'reimbursement', code: 'MILEAGE', name: 'Mileage', amount: '12.3400' },
          ],
        ],
        [
          w.ben,
          [
            { kind: 'hours', code: 'REG', name: 'Regular', seconds: 20 * H, amount: '400.0000' },
            { kind: 'earning', code: 'BONUS', name: 'Bonus', amount: '50.0000' },
          ],
        ],
        [w.cara, CARA],
      ]),
    );
    const { record, text } = await w.exportRun(gusto, { format: 'gusto' });
    expect(record).toMatchObject({ format: 'gusto', rowCount: 2, filename: 'Gusto Gusto run 2026-11-01 to 2026-11-14.csv' });
    expect(readCsv(text)).toEqual([
      GUSTO_HEADER,
      ['Ben', 'Cho', '20.00', '', '', '50.00', '', ''],
      ['Ana', 'Lopez', '40.00', '1.00', '', '', '', '12.34'],
    ]);
  });

  it('refuses a run with pay lines Gusto has no column for, naming them', async () => {
    const refused = await w.postExport(run, { format: 'gusto' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toContain('PTO (Ana Lopez)');
  });
});

describe('integration template on the pay summaries', () => {
  it('renders one template row per pay line of the run', async () => {
    const made = await w.call('owner', 'POST', `/orgs/${w.org}/integration/templates`, {
      name: 'Pay lines',
      base: 'csv',
      dataSource: 'payroll/summary-lines',
      filename: 'pay-{date}.csv',
      template:
        'Number,Name,Kind,Code,Hours,Amount\n{{#rows}}\n{{employeeNumber}},{{name}},{{kind}},{{code}},{{hours}},{{amount}}\n{{/rows}}\n',
    });
    expect(made.statusCode, made.body).toBe(201);
    const templateId = made.json<{ result: { id: number } }>().result.id;
    const { record, text, file } = await w.exportRun(run, { format: 'template', templateId });
    expect(record.filename).toMatch(/^pay-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(record.rowCount).toBe(11);
    expect(file.headers['content-type']).toBe('text/csv;charset=utf-8');
    const line = (n: string, name: string, kind: string, code: string, hours: string, amount: string) => [
      n,
      name,
      kind,
      code,
      hours,
      amount,
    ];
    expect(readCsv(text)).toEqual([
      ['Number', 'Name', 'Kind', 'Code', 'Hours', 'Amount'],
      line('E200', 'Ben Cho', 'hours', 'REG', '30.01', '600.11'),
      line('E200', 'Ben Cho', 'hours', 'REG', '1.00', '20.00'),
      line('E200', 'Ben Cho', 'earning', 'BONUS', '', '100.00'),
      line('E300', 'Cara Diaz', 'salary', 'SAL', '', '2000.00'),
      line('E100', 'Ana Lopez', 'hours', 'REG', '40.00', '800.00'),
      line('E100', 'Ana Lopez', 'hours', 'OT', '5.50', '165.00'),
      line('E100', 'Ana Lopez', 'hours', 'DT', '1.25', '50.00'),
      line('E100', 'Ana Lopez', 'time_off', 'PTO', '8.00', '160.00'),
      line('E100', 'Ana Lopez', 'reimbursement', 'MILEAGE', '', '42.50'),
      // The template language neutralises a leading '-' in CSV (formula injection).
      line('E100', 'Ana Lopez', 'deduction', 'UNION', '', "'-10.00"),
      line('E100', 'Ana Lopez', 'statutory', 'FICA', '', "'-67.00"),
    ]);
  });

  it('refuses a template that does not exist or is of another data source', async () => {
    const missing = await w.postExport(run, { format: 'template', templateId: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ templateId: ['Template not found'] });
    const none = await w.postExport(run, { format: 'template' });
    expect(none.statusCode).toBe(400);
  });
});

describe('refusals', () => {
  it('refuses a run that is not approved, a worker without an employee number and an unknown run, keeping nothing', async () => {
    const draft = await w.addRun('Draft', new Map([[w.ana, ANA]]), 'calculated');
    const notApproved = await w.postExport(draft, { format: 'adp' });
    expect(notApproved.statusCode).toBe(400);
    expect(notApproved.json<{ detail: string }>().detail).toContain('Approve or finalize');

    const dan = await w.worker({ firstName: 'Dan', lastName: 'Ray' });
    const unnumbered = await w.addRun(
      'Unnumbered',
      new Map([
        [w.ana, ANA],
        [dan, ANA.slice(0, 1)],
      ]),
    );
    for (const format of ['adp', 'quickbooks', 'gusto', 'paychex']) {
      const refused = await w.postExport(unnumbered, { format });
      expect(refused.statusCode).toBe(400);
      const detail = refused.json<{ detail: string }>().detail;
      expect(detail).toContain('Dan Ray');
      expect(detail).not.toContain('Ana Lopez');
      expect(detail).toContain('Employee Number');
    }
    for (const id of [draft, unnumbered]) expect((await w.listExports(id)).json<{ results: unknown[] }>().results).toEqual([]);
    expect((await w.postExport(999999, { format: 'adp' })).statusCode).toBe(404);
    expect((await w.postExport(run, { format: 'xml' })).statusCode).toBe(400);
  });
});

describe('gates', () => {
  it('needs manage_payroll, pay access, no label restrictions, pay runs on and the organization', async () => {
    const url = w.exportsUrl(run);
    for (const who of ['noPay', 'noPayroll', 'restricted', 'outsider']) {
      expect((await w.call(who, 'POST', url, { format: 'adp' })).statusCode, who).toBe(403);
      expect((await w.call(who, 'GET', url)).statusCode, who).toBe(403);
    }
    expect((await w.call('restricted', 'POST', url, { format: 'adp' })).json<{ detail: string }>().detail).toContain('limited');
    await sql`update organizations set settings = settings || '{"enablePayRun":false}'::jsonb where id = ${w.org}`.execute(w.db);
    try {
      const off = await w.postExport(run, { format: 'adp' });
      expect(off.statusCode).toBe(403);
      expect(off.json<{ detail: string }>().detail).toContain('Pay Runs');
    } finally {
      await sql`update organizations set settings = settings || '{"enablePayRun":true}'::jsonb where id = ${w.org}`.execute(w.db);
    }
  });
});

describe('kept exports', () => {
  it('lists the exports newest first and sends a kept file again byte for byte, refused to callers without pay', async () => {
    const first = await w.exportRun(run, { format: 'paychex' });
    const list = await w.listExports(run);
    expect(list.statusCode).toBe(200);
    const results = list.json<{ results: { id: number; bytes: number }[] }>().results;
    expect(results[0]!.id).toBe(first.record.id);
    expect(results.map((r) => r.id)).toEqual([...results.map((r) => r.id)].sort((a, b) => b - a));
    expect(results[0]!.bytes).toBe(first.file.rawPayload.length);
    const again = await w.call('owner', 'GET', `${w.exportsUrl(run)}/${first.record.id}/file`);
    expect(Buffer.compare(again.rawPayload, first.file.rawPayload)).toBe(0);
    expect((await w.call('noPay', 'GET', `${w.exportsUrl(run)}/${first.record.id}/file`)).statusCode).toBe(403);
    expect((await w.call('owner', 'GET', `${w.exportsUrl(run)}/999999/file`)).statusCode).toBe(404);
  });
});

describe('markExported', () => {
  it('refuses without an Exported entry state, then marks the run’s punches of the run’s days with it', async () => {
    const [inside, outside] = await seedPunches(w.db, [
      { orgId: w.org, employeeId: w.ana.id, at: '2026-11-03T17:00:00Z', type: 'in' },
      { orgId: w.org, employeeId: w.ana.id, at: '2026-11-20T17:00:00Z', type: 'in' },
    ]);
    const before = (await w.listExports(run)).json<{ results: unknown[] }>().results.length;
    const refused = await w.postExport(run, { format: 'adp', markExported: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ markExported: string[] }>().markExported[0]).toContain('Exported');
    expect((await w.listExports(run)).json<{ results: unknown[] }>().results).toHaveLength(before);

    const state = await w.create('entry/states', { name: 'Exported' });
    const { record } = await w.exportRun(run, { format: 'adp', markExported: true });
    expect(record.markedExported).toBe(true);
    const states = await w.db
      .selectFrom('punches')
      .select(['id', 'entry_state_id'])
      .where('id', 'in', [inside!, outside!])
      .orderBy('id')
      .execute();
    expect(states).toEqual([
      { id: inside, entry_state_id: state.id },
      { id: outside, entry_state_id: null },
    ]);
    expect(PERIOD.end).toBe('2026-11-14');
  });
});
