import { dayFromIso, isoFromDay, MESSAGES } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PERIOD_CLOSED } from '../punches/punch-periods';
import { ALREADY_A_PUNCH, REJECTED } from './attach.service';
import { clockLogWorld } from '../../test/kits/clock-log-world';
import { REJECT_PUNCH } from './decisions.service';

type Attached = { result: { punchId: number; shiftData: { mayConvertToPunch: boolean } } };

describe('attaching a clock log to a punch', async () => {
  const w = await clockLogWorld();
  const { call, org, log, worker, ok, at, punchesOf, logRow } = w;
  const sunday = w.weekStart(1);
  const day = (offset: number) => isoFromDay(dayFromIso(sunday) + offset);
  const attach = (id: number, punch: number | 'new', type: 'in' | 'out', costing: object = {}, clockLogId = id) =>
    call('owner', 'POST', `/orgs/${org}/clocklogs/${id}/attach-punch/${punch}/${type}`, { clockLogId, punch, type, costing });

  it('makes a refused attempt a new IN punch at its instant, flagged PA and with its face outcome, and links the log', async () => {
    const ann = await worker();
    const id = await log({ at: at(day(1), '08:02'), employeeId: ann.id, faceStatus: 'low_confidence' });
    const answer = ok<Attached>(await attach(id, 'new', 'in'));
    const punches = await punchesOf(ann.id);
    expect(punches).toHaveLength(1);
    expect(punches[0]).toMatchObject({
      id: answer.result.punchId,
      type: 'in',
      origin: 'added',
      attempted: true,
      face: 'failed',
      clock_log_id: id,
    });
    expect(punches[0]!.at.toISOString()).toBe(at(day(1), '08:02').toISOString());
    expect(await logRow(id)).toMatchObject({ punch_id: answer.result.punchId, decision: 'approved' });
    expect(answer.result.shiftData.mayConvertToPunch).toBe(false);
    // Added through the punches' write path: the audit trail has it.
    const audit = ok<{ results: { action: string }[] }>(
      await call('owner', 'GET', `/orgs/${org}/audit?affectedKind=punch&affectedId=${answer.result.punchId}`),
    );
    expect(audit.results.map((e) => e.action)).toEqual(['create']);
    // Once a punch, never twice.
    const again = await attach(id, 'new', 'in');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: ALREADY_A_PUNCH });
    expect(await punchesOf(ann.id)).toHaveLength(1);
    // Nor rejected afterwards: the punch is what would have to go.
    const reject = await call('owner', 'POST', `/orgs/${org}/clocklogs/${id}/reject`, {});
    expect(reject.json()).toEqual({ detail: REJECT_PUNCH });
  });

  it('fills the missing OUT of the pair it neighbours, and refuses a pair it does not', async () => {
    const bob = await worker();
    const open = await w.punch(bob.id, at(day(2), '08:00'), 'in');
    const later = await w.punch(bob.id, at(day(2), '18:00'), 'in');
    const id = await log({ at: at(day(2), '16:00'), employeeId: bob.id, type: 'out' });
    const wrong = await attach(id, later, 'out');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      punch: ['This punch has no missing OUT next to this clock log. Choose another punch or add a new OUT.'],
    });
    const wrongSide = await attach(id, open, 'in');
    expect(wrongSide.statusCode).toBe(400);
    ok(await attach(id, open, 'out'));
    expect((await punchesOf(bob.id)).map((p) => [p.type, p.clock_log_id])).toEqual([
      ['in', null],
      ['out', id],
      ['in', null],
    ]);
  });

  it('checks the costing with the convert dialog\u2019s message, requiring nothing of an OUT', async () => {
    await sql`update organizations set features = array_append(features, 'job_costing') where id = ${org}`.execute(w.db);
    const put = await call('owner', 'PUT', `/orgs/${org}/costing/defaults`, { jobRequired: true });
    expect(put.statusCode, put.body).toBe(200);
    const cy = await worker();
    const id = await log({ at: at(day(3), '08:00'), employeeId: cy.id });
    const refused = await attach(id, 'new', 'in', { job: 987654 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ job: [MESSAGES.costingSelectionInvalidConvert] });
    expect(await punchesOf(cy.id)).toHaveLength(0);
    const job = await w.create('costing/jobs', { name: 'Roof' });
    ok(await attach(id, 'new', 'in', { job: job.id }));
    expect((await punchesOf(cy.id))[0]!.costing).toEqual({ job: String(job.id) });
    // Nothing is required of an OUT, though what it names must exist.
    const out = await log({ at: at(day(3), '16:00'), employeeId: cy.id, type: 'out' });
    expect((await attach(out, 'new', 'out', { job: 987654 })).json()).toEqual({ job: [MESSAGES.costingSelectionInvalidConvert] });
    ok(await attach(out, 'new', 'out', {}));
    await call('owner', 'PUT', `/orgs/${org}/costing/defaults`, { jobRequired: false });
  });

  it('refuses a punch in a locked pay period, and writes nothing', async () => {
    const dee = await worker();
    const id = await log({ at: at(day(4), '08:00'), employeeId: dee.id });
    const lock = await call('owner', 'PUT', `/orgs/${org}/pay-periods/${sunday}`, { state: 'locked' });
    expect(lock.statusCode, lock.body).toBe(200);
    const refused = await attach(id, 'new', 'in');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: PERIOD_CLOSED });
    expect(await punchesOf(dee.id)).toHaveLength(0);
    expect((await logRow(id)).punch_id).toBeNull();
    await call('owner', 'PUT', `/orgs/${org}/pay-periods/${sunday}`, { state: 'open' });
  });

  it('refuses a rejected log, a body that differs from the address, and callers without manage_clock_logs', async () => {
    const eve = await worker();
    const id = await log({ at: at(day(5), '08:00'), employeeId: eve.id });
    expect(
      (await call('noLogs', 'POST', `/orgs/${org}/clocklogs/${id}/attach-punch/new/in`, { clockLogId: id, punch: 'new', type: 'in' }))
        .statusCode,
    ).toBe(403);
    expect((await attach(id, 'new', 'in', {}, id + 1)).statusCode).toBe(400);
    ok(await call('owner', 'POST', `/orgs/${org}/clocklogs/${id}/reject`, {}));
    const rejected = await attach(id, 'new', 'in');
    expect(rejected.json()).toEqual({ detail: REJECTED });
    expect(await punchesOf(eve.id)).toHaveLength(0);
  });
});
