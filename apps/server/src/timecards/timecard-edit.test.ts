import { dayFromIso, epochFromLocal, isoFromDay, PERMISSION_PRESETS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PERIOD_CLOSED } from '../punches/punch-periods';
import { STALE_VERSION } from '../resources/version';
import { bulkRefused } from './timecard-bulk.service';
import { ENTRY_LOCKED } from './timecard-punch-ops';
import { HOUR, timecardWorld, ZONE, type Card } from '../../test/kits/timecard-world';

// The time card editor's and bulk edit's API (issue 16): the engine input for the browser, one save
// for a card (all or nothing), approvals that go stale when the card changes, bulk actions.

type Detail = { id: string; version: number; locked: boolean };
type Flagged = Card & { punches: { id: string; flags: string[] }[]; days: { date: string; flags: string[]; paidSeconds: number }[] };
type Approved = Flagged & { approved: boolean; approvalStale: boolean; approval: { current: boolean; approvedBy: string } | null };

describe('time card editing', async () => {
  const w = await timecardWorld();
  const { org, call, db, weekStart } = w;
  const monday = isoFromDay(dayFromIso(weekStart(1)) + 1);
  const at = (date: string, time: string) => new Date(epochFromLocal(`${date}T${time}`, ZONE) * 1000).toISOString();
  const punch = async (employeeId: number, iso: string, type: 'in' | 'out') =>
    sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
      values (${org}, ${employeeId}, ${iso}, ${iso}, ${iso}, ${type}, 'clock')`.execute(db);
  const input = async (employeeId: number, who = 'owner') => {
    const response = await call(who, 'GET', `/orgs/${org}/timecards/${employeeId}/input?date=${monday}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: { input: { wage?: string; punches: { id: string }[] }; punchDetails: Detail[]; showsPay: boolean } }>()
      .result;
  };
  const save = (employeeId: number, changes: object[]) =>
    call('owner', 'POST', `/orgs/${org}/timecards/${employeeId}/changes`, { date: monday, changes });
  const count = async (employeeId: number) =>
    (await sql<{ n: number }>`select count(*)::int as n from punches where employee_id = ${employeeId} and deleted_at is null`.execute(db))
      .rows[0]!.n;

  // A worker who clocked in on Monday at 08:00 and forgot to clock out.
  const ana = await w.worker({ firstName: 'Ana', orgUnitId: w.refs.unitA });
  await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate) values (${org}, ${ana.id}, '2000-01-01', 20)`.execute(
    db,
  );
  await punch(ana.id, at(monday, '08:00'), 'in');

  it('answers the engine input with versions, and the wage only to a caller who may see pay', async () => {
    const owner = await input(ana.id);
    expect(owner.showsPay).toBe(true);
    expect(owner.input.wage).toBe('20.00');
    expect(owner.punchDetails).toEqual([expect.objectContaining({ version: 1, locked: false })]);
    await w.member('editor', ['edit_punches']);
    const editor = await input(ana.id, 'editor');
    expect(editor.showsPay).toBe(false);
    expect(editor.input).not.toHaveProperty('wage');
  });

  it('sends no amount to a manager without pay access (card, save, approve, withdraw), and all of them to payroll', async () => {
    const preset = (key: string) => PERMISSION_PRESETS.find((p) => p.key === key)!.permissions;
    await w.member('manager', [...preset('manager')]);
    await w.member('payroll', [...preset('payroll_admin')]);
    // Bea's Monday: 08:00 to 12:00 at 20.00 an hour.
    const bea = await w.worker({ firstName: 'Bea', orgUnitId: w.refs.unitA });
    await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate) values (${org}, ${bea.id}, '2000-01-01', 20)`.execute(
      db,
    );
    await punch(bea.id, at(monday, '08:00'), 'in');
    await punch(bea.id, at(monday, '12:00'), 'out');
    const base = `/orgs/${org}/timecards/${bea.id}`;
    // One after the other: approve, then withdraw.
    const answers = async (who: string) => [
      await call(who, 'GET', `${base}?date=${monday}`),
      await call(who, 'POST', `${base}/changes`, { date: monday, changes: [] }),
      await call(who, 'POST', `${base}/approve`, { date: monday }),
      await call(who, 'DELETE', `${base}/approve?date=${monday}`),
    ];
    for (const response of await answers('manager')) {
      expect(response.statusCode, response.body).toBe(200);
      const card = response.json<{ result: Card }>().result;
      expect(card.totals.workedSeconds).toBe(4 * HOUR); // the hours are there
      expect(card.totals).not.toHaveProperty('amount');
      expect(card.totals).not.toHaveProperty('amountScaled');
      for (const code of card.payCodes) expect(Object.keys(code).sort()).toEqual(['code', 'seconds']);
      expect(response.body).not.toMatch(/"amount/);
    }
    for (const response of await answers('payroll')) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ result: Card }>().result.totals.amount).toBe('80.00');
    }
  });

  it('fixes a forgotten clock-out in one save: the M flag goes, the day gets its hours, the new punch shows A', async () => {
    const before = (await w.card(ana.id, monday)) as Flagged;
    expect(before.punches[0]!.flags).toContain('missed');
    const saved = await save(ana.id, [{ op: 'add', type: 'out', at: at(monday, '16:30') }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const card = saved.json<{ result: Flagged }>().result;
    expect(card.punches.flatMap((p) => p.flags)).not.toContain('missed');
    expect(card.punches[1]!.flags).toContain('added');
    expect(card.days.find((d) => d.date === monday)!.paidSeconds).toBe(8.5 * HOUR);
  });

  it('saves all or nothing: a change on a punch edited since it was loaded refuses the whole save (409)', async () => {
    const [first] = (await input(ana.id)).punchDetails;
    const before = await count(ana.id);
    const response = await save(ana.id, [
      { op: 'add', type: 'in', at: at(monday, '18:00') },
      { op: 'edit', id: Number(first!.id), version: first!.version + 1, at: at(monday, '07:55') },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: STALE_VERSION });
    expect(await count(ana.id)).toBe(before);
  });

  it('an approval goes stale when the card changes after it', async () => {
    const approved = await call('owner', 'POST', `/orgs/${org}/timecards/${ana.id}/approve`, { date: monday });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ result: Approved }>().result).toMatchObject({
      approved: true,
      approvalStale: false,
      approval: { current: true },
    });
    const [first] = (await input(ana.id)).punchDetails;
    const edited = await save(ana.id, [{ op: 'edit', id: Number(first!.id), version: first!.version, at: at(monday, '07:45') }]);
    expect(edited.statusCode, edited.body).toBe(200);
    const card = edited.json<{ result: Approved }>().result;
    expect(card).toMatchObject({ approved: false, approvalStale: true, approval: { current: false } });
    expect(card.punches[0]!.flags).toContain('edited');
    expect(((await w.card(ana.id, monday)) as Approved).approvalStale).toBe(true);
    const withdrawn = await call('owner', 'DELETE', `/orgs/${org}/timecards/${ana.id}/approve?date=${monday}`);
    expect(withdrawn.json<{ result: Approved }>().result).toMatchObject({ approved: false, approvalStale: false, approval: null });
  });

  it('refuses a time outside the card and any change in a locked period, writing nothing', async () => {
    const outside = await save(ana.id, [{ op: 'add', type: 'in', at: at(isoFromDay(dayFromIso(monday) + 10), '08:00') }]);
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json())).toEqual(['changes.0']);
    const lockedWeek = weekStart(2);
    const bo = await w.worker({ firstName: 'Bo' });
    const tuesday = isoFromDay(dayFromIso(lockedWeek) + 2);
    await punch(bo.id, at(tuesday, '08:00'), 'in');
    expect((await call('owner', 'PUT', `/orgs/${org}/pay-periods/${lockedWeek}`, { state: 'locked' })).statusCode).toBe(200);
    const refused = await call('owner', 'POST', `/orgs/${org}/timecards/${bo.id}/changes`, {
      date: tuesday,
      changes: [{ op: 'add', type: 'out', at: at(tuesday, '17:00') }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: PERIOD_CLOSED });
    expect(await count(bo.id)).toBe(1);
  });

  it('bulk-adds the same punches for 20 workers in one go, and lists their summaries', async () => {
    const crew = [];
    for (let i = 0; i < 20; i++) crew.push(await w.worker({ firstName: 'Crew', departmentId: w.refs.deptB }));
    const employeeIds = crew.map((c) => c.id);
    const punches = [
      { type: 'in', time: '09:00' },
      { type: 'out', time: '17:00' },
    ];
    const response = await call('owner', 'POST', `/orgs/${org}/timecards/bulk`, {
      action: 'addPunches',
      employeeIds,
      date: monday,
      punches,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ result: { results: { count: number }[] } }>().result.results).toHaveLength(20);
    const list = await call(
      'owner',
      'GET',
      `/orgs/${org}/timecards?date=${monday}&from=${monday}&to=${monday}&departmentId=${w.refs.deptB}&limit=15`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<{ results: { paidSeconds: number; payCodes: object; approved: boolean }[]; cursor: string | null }>();
    expect(page.results).toHaveLength(15);
    expect(page.cursor).toBe('15');
    expect(page.results[0]).toMatchObject({ paidSeconds: 8 * HOUR, payCodes: { REG: 8 * HOUR }, approved: false });
  });

  it('refuses a bulk add when one worker is refused, and saves nothing for any of them', async () => {
    const lockedWeek = weekStart(2);
    const outsider = await w.worker({ firstName: 'Other' }, w.other);
    const fine = await w.worker({ firstName: 'Fine' });
    const response = await call('owner', 'POST', `/orgs/${org}/timecards/bulk`, {
      action: 'addPunches',
      employeeIds: [fine.id, outsider.id],
      date: monday,
      punches: [{ type: 'in', time: '09:00' }],
    });
    expect(response.statusCode).toBe(400);
    // The spec's field-error shape: the summary as a non-field error, the worker's id as the field.
    expect(response.json()).toEqual({ nonFieldErrors: [bulkRefused(1, 2)], [String(outsider.id)]: ['Worker not found.'] });
    expect(await count(fine.id)).toBe(0);
    const locked = await call('owner', 'POST', `/orgs/${org}/timecards/bulk`, {
      action: 'addPunches',
      employeeIds: [fine.id],
      date: isoFromDay(dayFromIso(lockedWeek) + 3),
      punches: [{ type: 'in', time: '09:00' }],
    });
    expect(locked.json()).toMatchObject({ [String(fine.id)]: [PERIOD_CLOSED] });
    expect(await count(fine.id)).toBe(0);
  });

  it('an entry state that locks entries makes the marked punches read-only', async () => {
    await sql`update organizations set features = array_append(features, 'entry_state') where id = ${org}`.execute(db);
    const state = await w.create('entry/states', { name: 'Exported', locksEntry: true });
    const body = { action: 'setEntryState', employeeIds: [ana.id], from: monday, to: monday, entryStateId: state.id };
    const off = await call('owner', 'POST', `/orgs/${org}/timecards/bulk`, body);
    expect(off.statusCode).toBe(400);
    expect((await call('owner', 'PUT', `/orgs/${org}/settings`, { entryStateEnabled: true })).statusCode).toBe(200);
    const marked = await call('owner', 'POST', `/orgs/${org}/timecards/bulk`, body);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<{ result: { results: { count: number }[] } }>().result.results[0]!.count).toBe(2);
    const [first] = (await input(ana.id)).punchDetails;
    expect(first!.locked).toBe(true);
    const refused = await save(ana.id, [{ op: 'delete', id: Number(first!.id), version: first!.version }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: ENTRY_LOCKED('Exported') });
    expect(await count(ana.id)).toBe(2);
  });

  it('needs edit_punches', async () => {
    await w.member('reader', ['view_reports']);
    expect((await call('reader', 'GET', `/orgs/${org}/timecards?date=${monday}`)).statusCode).toBe(403);
    expect(
      (await call('reader', 'POST', `/orgs/${org}/timecards/bulk`, { action: 'approve', employeeIds: [ana.id], date: monday })).statusCode,
    ).toBe(403);
  });
});
