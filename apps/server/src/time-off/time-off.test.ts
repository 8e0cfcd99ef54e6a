import { addDaysIso } from '@punchline/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';
import { secondsByCode } from '../../test/kits/timecard-world';

// Time off end to end through the API (issue 20): a policy and its assignment, a worker asking at
// a clock (what it comes to, the balance it leaves, idempotent), a manager approving (entries, the
// time card, the schedule, the feed, the balance) or rejecting (nothing), and the refusals.

type Rec = Record<string, unknown> & { id: number };

describe('time off', async () => {
  const w = await deviceWorld();
  const { db, org, base, call, create } = w;
  await sql`update organizations set features = features || array['pto', 'time_off_accrual', 'schedule']::text[] where id = ${org}`.execute(
    db,
  );
  const on = await call('owner', 'PUT', `${base}/timeoff/defaults`, { timeOffEnabled: true, timeOffAccrualEnabled: true });
  expect(on.statusCode, on.body).toBe(200);
  // Schedules on, so the board shows the days off.
  expect((await call('owner', 'PUT', `${base}/shift/defaults`, { shiftMode: 'open' })).statusCode).toBe(200);
  const payCode = (await create('payroll/codes', { code: 'PTO', name: 'Paid time off', multiplier: 1 })).id;
  const vacation = await create('timeoff/codes', { name: 'Vacation', code: 'VAC', payCodeId: payCode });
  const unpaid = await create('timeoff/codes', { name: 'Unpaid', code: 'UNP', paid: false, unit: 'days' });
  // Granted by the organization only: never offered at the clock.
  const holiday = await create('timeoff/codes', { name: 'Holiday', code: 'HOL', payCodeId: payCode, requestable: false });
  const policy = await create('timeoff/policies', { name: 'Standard', codeId: vacation.id, method: 'none', allowNegative: false });
  const kiosk = await w.device({ methods: ['pin'] });
  // Next week's Monday and Tuesday (weekly periods from Sunday; the organization works Monday to Friday).
  const sunday = w.weekStart(-1);
  const monday = addDaysIso(sunday, 1);
  const tuesday = addDaysIso(sunday, 2);

  const worker = async (opening: number) => {
    const person = await w.pinWorker({ hireDate: '2025-01-06' });
    await create('timeoff/entitlements', { employeeId: person.id, policyId: policy.id, effectiveFrom: '2025-01-06' });
    if (opening)
      await create('timeoff/adjustments', {
        employeeId: person.id,
        codeId: vacation.id,
        date: '2025-01-06',
        amount: opening,
        note: 'Opening balance',
      });
    return person;
  };
  const at = (pin: string) => ({ identification: { method: 'pin', pin } });
  const ask = (pin: string, input: Record<string, unknown>, clientId = randomUUID()) =>
    w.deviceCall(kiosk.token, 'POST', '/time-off/requests', {
      ...at(pin),
      codeId: vacation.id,
      partialMinutes: null,
      note: null,
      clientId,
      ...input,
    });
  const balanceOf = async (employeeId: number) => {
    const r = await call('owner', 'GET', `${base}/timeoff/balances/${employeeId}`);
    expect(r.statusCode, r.body).toBe(200);
    return r
      .json<{
        results: {
          codeId: number;
          balance: number;
          available: number;
          pending: number;
          scheduled: number;
          entries: { kind: string; why: string }[];
        }[];
      }>()
      .results.find((l) => l.codeId === vacation.id)!;
  };

  it('asks at the clock: shows what it comes to and leaves, makes it once, and the manager sees it in the feed', async () => {
    const person = await worker(40);
    const mine = await w.deviceCall(kiosk.token, 'POST', '/time-off', at(person.pin));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().result.codes).toEqual([
      { id: unpaid.id, name: 'Unpaid', unit: 'days', balance: null, available: null, allowNegative: true },
      { id: vacation.id, name: 'Vacation', unit: 'hours', balance: 40, available: 40, allowNegative: false },
    ]);
    const quote = await w.deviceCall(kiosk.token, 'POST', '/time-off/quote', {
      ...at(person.pin),
      codeId: vacation.id,
      startDate: monday,
      endDate: tuesday,
    });
    expect(quote.json().result).toMatchObject({ amount: 16, unit: 'hours', available: 40, left: 24 });
    const clientId = randomUUID();
    const made = await ask(person.pin, { startDate: monday, endDate: tuesday, note: 'Family visit' }, clientId);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().result).toMatchObject({ status: 'pending', amount: 16, unit: 'hours', codeName: 'Vacation' });
    const again = await ask(person.pin, { startDate: monday, endDate: tuesday }, clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json().result.id).toBe(made.json().result.id);
    expect((await balanceOf(person.id)).available).toBe(24);
    const feed = await call('owner', 'GET', `${base}/dashboard/notifications`);
    expect(feed.json().timeOffRequests.ids).toContain(made.json().result.id);
  });

  it('approves: writes the days as entries, pays them on the time card, marks the schedule, lowers the balance and tells no one twice', async () => {
    const person = await worker(40);
    const id = (await ask(person.pin, { startDate: monday, endDate: tuesday })).json().result.id as number;
    const approve = await call('owner', 'POST', `${base}/timeoff/requests/${id}/actions/approve`, { data: { decisionNote: 'Enjoy' } });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().result).toMatchObject({ status: 'approved', decisionNote: 'Enjoy', decidedBy: 'owner' });
    const entries = await call('owner', 'GET', `${base}/timeoff/entries?employeeId=${person.id}`);
    expect(entries.json().results.map((e: Rec) => [e.date, e.minutes, e.amount, e.requestId])).toEqual([
      [monday, 480, 8, id],
      [tuesday, 480, 8, id],
    ]);
    expect(secondsByCode(await w.card(person.id, monday))).toEqual({ PTO: 16 });
    const board = await call('owner', 'GET', `${base}/schedule/board?from=${sunday}&to=${addDaysIso(sunday, 6)}`);
    expect(board.statusCode, board.body).toBe(200);
    const row = board.json().workers.find((x: Rec) => x.employeeId === person.id);
    expect(row.unavailable).toEqual([
      { date: monday, reason: 'Time off: Vacation' },
      { date: tuesday, reason: 'Time off: Vacation' },
    ]);
    const balance = await balanceOf(person.id);
    expect(balance).toMatchObject({ balance: 40, scheduled: 16, available: 24, pending: 0 });
    const twice = await call('owner', 'POST', `${base}/timeoff/requests/${id}/actions/approve`, { data: {} });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe(`Time off request #${id} is already approved.`);
  });

  it('rejects in bulk: no entries; and refuses an approval that would take the balance below zero', async () => {
    const person = await worker(16);
    const a = (await ask(person.pin, { startDate: monday, endDate: monday })).json().result.id as number;
    const b = (await ask(person.pin, { startDate: tuesday, endDate: tuesday })).json().result.id as number;
    // The two pending ones take the 16 hours: the clock refuses a third.
    const third = await ask(person.pin, { startDate: addDaysIso(sunday, 3), endDate: addDaysIso(sunday, 3) });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ endDate: ['You have 0 h left: ask for less.'] });
    const rejected = await call('owner', 'POST', `${base}/timeoff/requests/actions/reject`, {
      ids: [b],
      data: { decisionNote: 'Short staffed' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const approve = await call('owner', 'POST', `${base}/timeoff/requests/${a}/actions/approve`, { data: {} });
    expect(approve.statusCode, approve.body).toBe(200);
    const entries = await call('owner', 'GET', `${base}/timeoff/entries?employeeId=${person.id}`);
    expect(entries.json().results).toHaveLength(1);
    // A request a manager enters for more than is left (8 h) is refused at approval.
    const more = await create('timeoff/requests', {
      employeeId: person.id,
      codeId: vacation.id,
      startDate: addDaysIso(sunday, 4),
      endDate: addDaysIso(sunday, 5),
    });
    expect(more).toMatchObject({ status: 'pending', amount: 16, dayCount: 2 });
    const refused = await call('owner', 'POST', `${base}/timeoff/requests/${more.id}/actions/approve`, { data: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('would leave a balance of -8 h of Vacation');
  });

  it('flags a request over scheduled shifts and other time off, and refuses one with no working day', async () => {
    const person = await worker(40);
    const first = (await ask(person.pin, { startDate: monday, endDate: tuesday })).json().result.id as number;
    const overlap = await create('timeoff/requests', { employeeId: person.id, codeId: vacation.id, startDate: tuesday, endDate: tuesday });
    expect(overlap.conflicts).toBe('overlaps other time off');
    expect(first).toBeGreaterThan(0);
    const weekend = await call('owner', 'POST', `${base}/timeoff/requests`, {
      employeeId: person.id,
      codeId: vacation.id,
      startDate: sunday,
      endDate: sunday,
    });
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json()).toEqual({ endDate: ['The request holds no working day: choose dates the worker works.'] });
    const backwards = await call('owner', 'POST', `${base}/timeoff/requests`, {
      employeeId: person.id,
      codeId: vacation.id,
      startDate: tuesday,
      endDate: monday,
    });
    expect(backwards.json()).toEqual({ endDate: ['must be on or after From.'] });
  });

  it('lets a worker take back a pending request, only their own and only while pending', async () => {
    const person = await worker(40);
    const other = await worker(40);
    const id = (await ask(person.pin, { startDate: monday, endDate: monday })).json().result.id as number;
    const notMine = await w.deviceCall(kiosk.token, 'POST', `/time-off/requests/${id}/cancel`, at(other.pin));
    expect(notMine.statusCode).toBe(404);
    const cancel = await w.deviceCall(kiosk.token, 'POST', `/time-off/requests/${id}/cancel`, at(person.pin));
    expect(cancel.json().result.status).toBe('cancelled');
    const again = await w.deviceCall(kiosk.token, 'POST', `/time-off/requests/${id}/cancel`, at(person.pin));
    expect(again.statusCode).toBe(400);
  });

  it('pays holidays on every card and explains each ledger entry', async () => {
    const person = await worker(0);
    await create('timeoff/holidays', { name: 'Founders Day', date: tuesday, codeId: holiday.id });
    expect(secondsByCode(await w.card(person.id, monday))).toEqual({ PTO: 8 });
    await create('timeoff/adjustments', {
      employeeId: person.id,
      codeId: vacation.id,
      date: '2025-02-01',
      amount: 12.5,
      note: 'Carried from the old system',
    });
    const ledger = await balanceOf(person.id);
    expect(ledger.entries).toEqual([
      expect.objectContaining({ kind: 'adjustment', date: '2025-02-01', why: 'Carried from the old system' }),
      expect.objectContaining({ kind: 'carryOver', date: '2026-01-01', why: '12.5 h carried over into 2026' }),
    ]);
    expect(ledger.balance).toBe(12.5);
  });

  it('earns per hour worked from the time cards, on the balances page and in the ledger alike', async () => {
    const person = await w.worker({ firstName: 'Hourly', lastName: 'Earner', hireDate: '2020-01-06' });
    const perHour = await create('timeoff/policies', { name: 'Per hour', codeId: unpaid.id, method: 'perHour', rate: 0.05 });
    await create('timeoff/entitlements', { employeeId: person.id, policyId: perHour.id, effectiveFrom: '2025-01-06' });
    // Last week: 10 + 8 + 13 + 8 + 8 + 8 = 55 hours (timecard-world's WEEK).
    await w.punchWeek(person.id, w.weekStart(1));
    const page = await call('owner', 'GET', `${base}/timeoff/balances?searchText=Earner`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().results).toEqual([
      expect.objectContaining({ employeeId: person.id, codeId: unpaid.id, unit: 'days', balance: 2.75 }),
    ]);
    const ledger = await call('owner', 'GET', `${base}/timeoff/balances/${person.id}`);
    const entries = ledger.json().results[0].entries as { why: string; amount: number }[];
    expect(entries).toEqual([
      expect.objectContaining({ amount: 2.75, why: expect.stringMatching(/^0\.05 days per hour worked × 55 h worked in the week of /) }),
    ]);
  });

  it('is refused without time off, and to a caller without manage_pto', async () => {
    await w.member('nopto', ['edit_punches']);
    expect((await call('nopto', 'GET', `${base}/timeoff/balances`)).statusCode).toBe(403);
    expect((await call('nopto', 'GET', `${base}/timeoff/requests`)).statusCode).toBe(403);
    const off = await call('owner', 'PUT', `${base}/timeoff/defaults`, { timeOffEnabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('owner', 'GET', `${base}/timeoff/balances`)).statusCode).toBe(403);
    const person = await w.pinWorker();
    const refused = await w.deviceCall(kiosk.token, 'POST', '/time-off', at(person.pin));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('time_off_off');
    await call('owner', 'PUT', `${base}/timeoff/defaults`, { timeOffEnabled: true, timeOffAccrualEnabled: true });
  });
});
