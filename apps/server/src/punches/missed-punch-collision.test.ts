import { dayFromIso, epochFromLocal, isoFromDay } from '@punchline/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { timecardWorld, ZONE } from '../../test/kits/timecard-world';
import { NOTHING_TO_RESOLVE, RESOLVED_NOTE } from './missed-punch-match';

// Issue 30: a worker asked at the clock for their missing OUT; a manager typed the OUT on the card
// meanwhile and approved the card. Approving the request then added a second OUT (M) and undid the
// card's approval. Now the approval is refused with a clear answer, and the request can be closed
// as resolved, linked to the manager's punch, changing nothing on the card.

describe('a missed punch request whose punch a manager already added', async () => {
  const w = await timecardWorld();
  const { org, call, db } = w;
  await sql`update organizations set settings = coalesce(settings, '{}'::jsonb) || '{"enableSubmitMissedPunch": true}'::jsonb
    where id = ${org}`.execute(db);
  const tuesday = isoFromDay(dayFromIso(w.weekStart(1)) + 2);
  const at = (time: string) => new Date(epochFromLocal(`${tuesday}T${time}`, ZONE) * 1000).toISOString();
  const base = `/orgs/${org}/missed-punches`;
  const ask = async (employeeId: number, iso: string, type: 'in' | 'out') =>
    Number(
      (
        await sql<{ id: string }>`insert into missed_punch_requests (org_id, employee_id, client_id, at, type, note)
          values (${org}, ${employeeId}, ${randomUUID()}, ${iso}, ${type}, 'Forgot to clock out') returning id`.execute(db)
      ).rows[0]!.id,
    );
  const punchCount = async (employeeId: number) =>
    Number(
      (
        await sql<{ n: string }>`select count(*)::text as n from punches where employee_id = ${employeeId} and deleted_at is null`.execute(
          db,
        )
      ).rows[0]!.n,
    );

  it('refuses to add the OUT twice, keeps the card approved, and closes the request as resolved', async () => {
    const ben = await w.worker({ firstName: 'Ben' });
    await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
      values (${org}, ${ben.id}, ${at('08:00')}, ${at('08:00')}, ${at('08:00')}, 'in', 'clock')`.execute(db);
    const requestId = await ask(ben.id, at('17:00'), 'out');
    // The manager's guess is hours from the worker's: still the same OUT (nothing between them).
    const typed = await call('owner', 'POST', `/orgs/${org}/punches`, { employeeId: ben.id, type: 'out', at: at('21:10') });
    expect(typed.statusCode, typed.body).toBe(201);
    const managersOut = typed.json<{ result: { id: number } }>().result.id;
    const approved = await call('owner', 'POST', `/orgs/${org}/timecards/${ben.id}/approve`, { date: tuesday });
    expect(approved.statusCode, approved.body).toBe(200);

    // The time card asks for the worker's requests waiting on its days (apps/web MissedPunchRequests).
    const waiting = await call('owner', 'GET', `${base}?employeeId=${ben.id}&state=pending&from=${tuesday}&to=${tuesday}&limit=100`);
    expect(waiting.json<{ results: { id: number }[] }>().results.map((r) => r.id)).toEqual([requestId]);

    const refused = await call('owner', 'POST', `${base}/${requestId}/approve`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'punch_exists', punchId: String(managersOut) });
    expect(refused.json<{ detail: string }>().detail).toMatch(/^This worker already has an OUT at .+: approving would add a second one\./);
    expect(await punchCount(ben.id)).toBe(2);
    expect(await w.card(ben.id, tuesday)).toMatchObject({ approved: true });

    const resolved = await call('owner', 'POST', `${base}/${requestId}/resolve`, {});
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().result).toMatchObject({ state: 'approved', punchId: managersOut, decisionNote: RESOLVED_NOTE });
    expect(await punchCount(ben.id)).toBe(2);
    expect(await w.card(ben.id, tuesday)).toMatchObject({ approved: true });
  });

  it('approves both halves of a split shift whose OUT and next IN were forgotten', async () => {
    const di = await w.worker({ firstName: 'Di' });
    for (const [time, type] of [
      ['06:00', 'in'],
      ['18:00', 'out'],
    ] as const)
      await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
        values (${org}, ${di.id}, ${at(time)}, ${at(time)}, ${at(time)}, ${type}, 'clock')`.execute(db);
    const out = await ask(di.id, at('10:00'), 'out');
    const back = await ask(di.id, at('14:00'), 'in');
    expect((await call('owner', 'POST', `${base}/${out}/approve`, {})).statusCode).toBe(200);
    expect((await call('owner', 'POST', `${base}/${back}/approve`, {})).statusCode).toBe(200);
    expect(await punchCount(di.id)).toBe(4);
  });

  it('still approves a request whose punch is missing, and will not resolve one that is', async () => {
    const cy = await w.worker({ firstName: 'Cy' });
    await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
      values (${org}, ${cy.id}, ${at('08:00')}, ${at('08:00')}, ${at('08:00')}, 'in', 'clock')`.execute(db);
    const requestId = await ask(cy.id, at('16:30'), 'out');
    const nothing = await call('owner', 'POST', `${base}/${requestId}/resolve`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ detail: NOTHING_TO_RESOLVE });
    const approved = await call('owner', 'POST', `${base}/${requestId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await punchCount(cy.id)).toBe(2);
  });
});
