import { dayFromIso, isoFromDay } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { clockLogWorld } from '../../test/kits/clock-log-world';
import { CHOOSE_WORKER } from './decisions.service';

type Decision = {
  shiftData: {
    clockLogId: number;
    worker: number | null;
    mayConvertToPunch: boolean;
    punches: { id: number; outEligible: boolean }[];
    department: number | null;
  };
  department: { id: number; name: string } | null;
  labels: { id: number; name: string }[];
  faceFailure: { clockLogId: number; faceMode: string; multipleMatches: { userId: number; userName: string; score: number }[] } | null;
};

describe('clock log decisions', async () => {
  const w = await clockLogWorld();
  const { call, org, log, worker, ok, at, logRow } = w;
  const sunday = w.weekStart(1);
  const monday = isoFromDay(dayFromIso(sunday) + 1);
  const ann = await worker({ firstName: 'Ann', lastName: 'Lee', departmentId: w.refs.deptA, labelIds: [w.refs.labelA] });
  const bob = await worker({ firstName: 'Bob', lastName: 'Ray' });
  const decide = (id: number, decision: string, body: object = {}, who = 'owner') =>
    call(who, 'POST', `/orgs/${org}/clocklogs/${id}/${decision}`, body);

  it('approves a log and answers the convert data, department, labels and the next face failure', async () => {
    await w.punch(ann.id, at(monday, '08:00'), 'in');
    const first = await log({ at: at(monday, '16:00'), employeeId: ann.id, type: 'out' });
    const next = await log({ at: at(monday, '07:00'), employeeId: null, faceMatches: [{ employeeId: bob.id, score: 0.62 }] });
    const answer = ok<Decision>(await decide(first, 'approve'));
    expect(answer.shiftData).toMatchObject({ clockLogId: first, worker: ann.id, mayConvertToPunch: true, department: w.refs.deptA });
    // The dialog names the attempt it converts: its instant and the side the clock recorded.
    expect(answer.shiftData).toMatchObject({ at: at(monday, '16:00').toISOString(), type: 'out' });
    expect(answer.shiftData.punches).toEqual([expect.objectContaining({ outEligible: true })]);
    expect(answer.department).toEqual({ id: w.refs.deptA, name: 'Dept A' });
    expect(answer.labels).toEqual([{ id: w.refs.labelA, name: 'Label A' }]);
    expect(answer.faceFailure).toMatchObject({
      clockLogId: next,
      faceMode: 'identify',
      multipleMatches: [{ userId: bob.id, userName: 'Bob Ray', score: 0.62 }],
    });
    expect(await logRow(first)).toMatchObject({ decision: 'approved', version: 2 });
  });

  it('needs the worker to approve an attempt nobody was recognised in, and records the one named', async () => {
    const unknown = await log({ at: at(monday, '12:00'), employeeId: null });
    const refused = await decide(unknown, 'approve');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ employee: [CHOOSE_WORKER] });
    expect((await logRow(unknown)).decision).toBeNull();
    const missing = await decide(unknown, 'approve', { employee: 999999 });
    expect(missing.json()).toEqual({ employee: ['This selection is not valid.'] });
    ok(await decide(unknown, 'approve', { employee: bob.id }));
    expect(await logRow(unknown)).toMatchObject({ decision: 'approved', employee_id: bob.id });
  });

  it('rejects without a worker, and a rejected log may not become a punch', async () => {
    const unknown = await log({ at: at(monday, '13:00'), employeeId: ann.id });
    const answer = ok<Decision>(await decide(unknown, 'reject'));
    expect(answer.shiftData.mayConvertToPunch).toBe(false);
    expect((await logRow(unknown)).decision).toBe('rejected');
  });

  it('refuses a stale version with 409 and an unknown decision with 400', async () => {
    const id = await log({ at: at(monday, '14:00'), employeeId: ann.id });
    ok(await decide(id, 'approve', { version: 1 }));
    const stale = await decide(id, 'reject', { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await logRow(id)).decision).toBe('approved');
    expect((await decide(id, 'maybe')).statusCode).toBe(400);
    expect((await decide(123456789, 'approve')).statusCode).toBe(404);
  });

  it('decides many logs at once, all or none', async () => {
    const a = await log({ at: at(monday, '15:00'), employeeId: ann.id });
    const b = await log({ at: at(monday, '15:30'), employeeId: bob.id });
    const nobody = await log({ at: at(monday, '15:45'), employeeId: null });
    const bulk = (itemIds: number[], action: string) =>
      call('owner', 'POST', `/orgs/${org}/clocklogs/bulk-action`, { itemIds, actionData: { action } });
    // Approving an attempt without its worker fails the whole batch.
    expect((await bulk([a, b, nobody], 'approve')).statusCode).toBe(400);
    expect((await logRow(a)).decision).toBeNull();
    const done = ok<{ results: { id: number; decision: string }[] }>(await bulk([a, b, nobody], 'reject'));
    expect(done.results.map((r) => r.decision)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(
      (await call('noLogs', 'POST', `/orgs/${org}/clocklogs/bulk-action`, { itemIds: [a], actionData: { action: 'approve' } })).statusCode,
    ).toBe(403);
  });

  it('names as the next face failure only undecided attempts whose face check failed', async () => {
    const failed = await log({ at: at(monday, '18:00'), employeeId: bob.id, faceStatus: 'bad_lighting' });
    await log({ at: at(monday, '19:00'), employeeId: bob.id, faceStatus: 'unverified' });
    await log({ at: at(monday, '19:30'), employeeId: bob.id, faceStatus: 'ok' });
    const decided = await log({ at: at(monday, '17:30'), employeeId: ann.id });
    expect(ok<Decision>(await decide(decided, 'reject')).faceFailure?.clockLogId).toBe(failed);
  });

  it('answers the convert data of a log on its own', async () => {
    const id = await log({ at: at(monday, '17:00'), employeeId: ann.id, costing: { job: null } });
    const data = ok<{ result: { clockLogId: number; date: string; timezone: string; employeeName: string; userLabels: number[] } }>(
      await call('owner', 'GET', `/orgs/${org}/clocklogs/${id}/shift-data`),
    );
    expect(data.result).toMatchObject({
      clockLogId: id,
      date: monday,
      timezone: 'America/Los_Angeles',
      employeeName: 'Ann Lee',
      userLabels: [w.refs.labelA],
    });
  });
});
