import { parse } from 'csv-parse/sync';
import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { payrollWorld } from '../../../test/kits/payroll-world';
import { WITHOUT_SENSITIVE } from '../../../test/kits/worker-test-world';
import { ADP_HEADER } from './adp-epi';
import { hoursText } from './export-numbers';
import { GUSTO_HEADER } from './gusto-csv';
import { PAYROLL_OFF, RESTRICTED_EXPORT } from './pay-export-gate';
import { NO_DATA } from './pay-export-data';

// A pay period exported without a pay run (issue 33, docs/payroll-exports.md): the file read back
// by csv-parse holds the period's time cards as the time card screen shows them; cards not
// approved need a choice; workers without an employee number are named; the kept file downloads
// again byte for byte; pay runs need not be on; the gates hold and a refusal keeps nothing.

type World = Awaited<ReturnType<typeof payrollWorld>>;
type Preview = { periodStart: string; periodEnd: string; workers: number; unapproved: { name: string }[]; exports: { id: number }[] };
type Kept = { id: number; payRunId: number | null; periodStart: string; periodEnd: string; rowCount: number; markedExported: boolean };

const readCsv = (text: string) => parse(text) as string[][];

describe('period exports', () => {
  let w: World;
  let ana: { id: number };
  let ben: { id: number };
  let url = '';
  beforeAll(async () => {
    w = await payrollWorld();
    url = `/orgs/${w.org}/payroll/exports`;
    ana = await w.hourly('Ana', 'Alvarez', 20);
    ben = await w.hourly('Ben', 'Brown', 25);
    await w.hourly('Cara', 'Cruz', 22); // employed, never punched: no line, no number needed
    await sql`update employees set employee_number = 'E100' where id = ${ana.id}`.execute(w.db);
    await sql`update employees set employee_number = 'E200' where id = ${ben.id}`.execute(w.db);
    await sql`update organizations set features = features || '{entry_state}'::text[],
      settings = settings || '{"payrollId": "XYZ", "entryStateEnabled": true}'::jsonb where id = ${w.org}`.execute(w.db);
    await w.punchWeek(ana.id, w.week.sunday); // overtime days: REG and OT
    await w.punchWeek(ben.id, w.week.sunday, [
      [1, 8],
      [2, 8],
    ]);
    await w.member('noPay', WITHOUT_SENSITIVE);
    await w.member(
      'noPayroll',
      PERMISSIONS.filter((p) => p !== 'manage_payroll'),
    );
    await w.member('restricted', [...PERMISSIONS]);
    await w.restrict('restricted', { departmentIds: [w.refs.deptA] });
  }, 120_000);

  const preview = async (who = 'owner') => {
    const response = await w.call(who, 'POST', `${url}/preview`, { periodStart: w.week.wednesday });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Preview }>().result;
  };
  const post = (body: Record<string, unknown>, who = 'owner') => w.call(who, 'POST', url, { periodStart: w.week.tuesday, ...body });
  const exportFile = async (body: Record<string, unknown>) => {
    const made = await post(body);
    expect(made.statusCode, made.body).toBe(201);
    const record = made.json<{ result: Kept }>().result;
    const file = await w.call('owner', 'GET', `${url}/${record.id}/file`);
    expect(file.statusCode, file.body).toBe(200);
    return { record, file, text: file.rawPayload.toString('utf8') };
  };
  /** The worker's card hours per pay code of last week, as ADP's hours text. */
  const cardHours = async (employeeId: number) => {
    const card = await w.card(employeeId, w.week.monday);
    return new Map(card.payCodes.filter((c) => c.seconds > 0).map((c) => [c.code, hoursText(c.seconds)]));
  };

  it('previews the period: its days, the workers employed, the cards not approved by name, no export yet', async () => {
    const result = await preview();
    expect([result.periodStart, result.periodEnd, result.workers]).toEqual([w.week.sunday, w.week.saturday, 3]);
    expect(result.unapproved.map((u) => u.name)).toEqual(['Ana Alvarez', 'Ben Brown']);
    expect(result.exports).toEqual([]);
  });

  it('asks what to do with the cards not approved, naming them, and keeps nothing', async () => {
    const refused = await post({ format: 'adp' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ unapproved: string[] }>().unapproved[0]).toContain('Ana Alvarez, Ben Brown');
    expect((await preview()).exports).toEqual([]);
  });

  it('writes the ADP file from the cards as they are, batch PP and the period, kept with the period', async () => {
    const { record, text } = await exportFile({ format: 'adp', unapproved: 'include' });
    expect(record).toMatchObject({ payRunId: null, periodStart: w.week.sunday, periodEnd: w.week.saturday, markedExported: false });
    const batch = `PP${w.week.sunday.replaceAll('-', '')}`;
    const [anaHours, benHours] = [await cardHours(ana.id), await cardHours(ben.id)];
    expect(anaHours.get('OT')).toBeDefined();
    const rows = readCsv(text);
    expect(rows[0]).toEqual(ADP_HEADER);
    // Alvarez before Brown; Reg and O/T on one row, other hour codes on their own rows.
    expect(rows.slice(1)).toEqual([
      ['XYZ', batch, 'E100', anaHours.get('REG')!, anaHours.get('OT') ?? '', '', '', '', ''],
      ...[...anaHours]
        .filter(([code]) => code !== 'REG' && code !== 'OT')
        .map(([code, hours]) => ['XYZ', batch, 'E100', '', '', code, hours, '', '']),
      ['XYZ', batch, 'E200', benHours.get('REG')!, '', '', '', '', ''],
    ]);
    expect(record.rowCount).toBe(rows.length - 1);
    expect((await preview()).exports.map((x) => x.id)).toEqual([record.id]);
  });

  it('leaves out the workers whose cards are not approved when asked, with amounts from the cards (Gusto)', async () => {
    const approved = await w.call('owner', 'POST', `/orgs/${w.org}/timecards/${ana.id}/approve`, { date: w.week.monday });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await preview()).unapproved.map((u) => u.name)).toEqual(['Ben Brown']);
    const { text } = await exportFile({ format: 'gusto', unapproved: 'exclude' });
    const hours = await cardHours(ana.id);
    expect(readCsv(text)).toEqual([
      GUSTO_HEADER,
      ['Ana', 'Alvarez', hours.get('REG')!, hours.get('OT') ?? '', hours.get('DT') ?? '', '', '', ''],
    ]);
  });

  it('refuses a period without paid time and a worker without an employee number, naming them, keeping nothing', async () => {
    const before = (await preview()).exports.length;
    const empty = await w.call('owner', 'POST', url, { periodStart: '2020-01-08', format: 'adp' });
    expect([empty.statusCode, empty.json<{ detail: string }>().detail]).toEqual([400, NO_DATA]);
    await sql`update employees set employee_number = null where id = ${ben.id}`.execute(w.db);
    try {
      const refused = await post({ format: 'adp', unapproved: 'include' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toContain('Ben Brown');
    } finally {
      await sql`update employees set employee_number = 'E200' where id = ${ben.id}`.execute(w.db);
    }
    expect((await preview()).exports).toHaveLength(before);
  });

  it('marks the exported workers’ punches of the period with the Exported entry state when asked', async () => {
    await w.create('entry/states', { name: 'Exported' });
    const marked = await exportFile({ format: 'adp', unapproved: 'exclude', markExported: true });
    expect(marked.record.markedExported).toBe(true);
    const states = await sql<{ employee_id: number; marked: boolean }>`
      select employee_id, bool_and(entry_state_id is not null) as marked from punches
       where org_id = ${w.org} and employee_id in (${ana.id}, ${ben.id}) group by employee_id order by employee_id`.execute(w.db);
    expect(states.rows.map((r) => [r.employee_id, r.marked])).toEqual([
      [ana.id, true],
      [ben.id, false],
    ]);
  });

  it('sends a kept file again byte for byte; a run’s export is not found here', async () => {
    const { record, file } = await exportFile({ format: 'quickbooks', unapproved: 'include' });
    const again = await w.call('owner', 'GET', `${url}/${record.id}/file`);
    expect(Buffer.compare(again.rawPayload, file.rawPayload)).toBe(0);
    expect((await w.call('owner', 'GET', `${url}/999999/file`)).statusCode).toBe(404);
  });

  it('works with pay runs off, and needs payroll on, manage_payroll, pay access and no label restrictions', async () => {
    const off = await w.call('owner', 'PUT', `/orgs/${w.org}/payroll/defaults`, { enablePayRun: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await post({ format: 'adp', unapproved: 'include' })).statusCode).toBe(201);
    expect((await post({ format: 'adp', unapproved: 'include' }, 'noPayroll')).statusCode).toBe(403);
    expect((await post({ format: 'adp', unapproved: 'include' }, 'noPay')).statusCode).toBe(403);
    const restricted = await post({ format: 'adp', unapproved: 'include' }, 'restricted');
    expect([restricted.statusCode, restricted.json<{ detail: string }>().detail]).toEqual([403, RESTRICTED_EXPORT]);
    await w.call('owner', 'PUT', `/orgs/${w.org}/payroll/defaults`, { enabled: false });
    const payrollOff = await w.call('owner', 'POST', `${url}/preview`, { periodStart: w.week.monday });
    expect([payrollOff.statusCode, payrollOff.json<{ detail: string }>().detail]).toEqual([403, PAYROLL_OFF]);
    const bad = await w.call('owner', 'POST', url, { periodStart: 'soon', format: 'adp' });
    expect(bad.statusCode).toBe(400);
  });
});
