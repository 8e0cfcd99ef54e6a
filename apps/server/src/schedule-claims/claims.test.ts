import { PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { STALE_VERSION } from '../resources/version';
import { CLAIM_DECIDED, SHIFT_GONE } from './claims.service';
import { claimsWorld, HOUR_MS } from '../../test/kits/claims-test-world';
import { SCHEDULE_OFF } from './schedule-gate';

// Manage → Schedules → Claims: the pending list with conflicts, approving (assign and publish,
// reject the others) and rejecting, and the checks (permission, feature, restrictions, versions).

type Claim = {
  id: number;
  version: number;
  status: string;
  note: string | null;
  employeeId: number;
  employeeName: string;
  shift: { id: number; start: string; end: string };
  otherPendingClaims: number;
  conflicts: string[];
};

describe('claims of open shifts in the console', async () => {
  const w = await claimsWorld();
  await w.member('planner', ['manage_schedule']);
  await w.member(
    'clerk',
    PERMISSIONS.filter((p) => p !== 'manage_schedule'),
  );
  await w.member('unitA', ['manage_schedule']);
  await w.restrict('unitA', { orgUnitIds: [w.refs.unitA] });
  const path = `${w.base}/schedule/claims`;
  const list = async (who = 'planner', status = 'pending') => {
    const r = await w.call(who, 'GET', `${path}?status=${status}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ results: Claim[] }>().results;
  };
  const decide = (id: number, decision: string, body: object = {}, who = 'planner') =>
    w.call(who, 'POST', `${path}/${id}/${decision}`, body);
  const claim = async (pin: string, shiftId: number) => {
    const r = await w.asWorker(pin, `/open-shifts/${shiftId}/claim`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ result: { claim: { id: number } } }>().result.claim.id;
  };

  it('lists pending claims with the shift, the other claims and what approving would double-book', async () => {
    const ada = await w.pinWorker({ firstName: 'Ada', lastName: 'Baker', orgUnitId: w.refs.unitA });
    const bob = await w.pinWorker({ firstName: 'Bob', lastName: 'Oven', orgUnitId: w.refs.unitB });
    const shift = await w.published(null, w.nine(2), 6);
    await w.draft(ada.id, w.nine(2) + 4 * HOUR_MS, 4); // Ada's draft shift overlaps it
    const adaClaim = await claim(ada.pin, shift);
    const bobClaim = await claim(bob.pin, shift);

    const claims = await list();
    expect(claims.map((c) => [c.id, c.employeeName, c.otherPendingClaims])).toEqual([
      [adaClaim, 'Ada Baker', 1],
      [bobClaim, 'Bob Oven', 1],
    ]);
    expect(claims[0]!.shift).toMatchObject({ id: shift, start: new Date(w.nine(2)).toISOString() });
    expect(claims[0]!.conflicts).toEqual([expect.stringMatching(/overlaps this one: .+ 1:00 PM–5:00 PM\.$/)]);
    expect(claims[1]!.conflicts).toEqual([]);
    // A manager restricted to unit A sees Ada's claim only (row-level security).
    expect((await list('unitA')).map((c) => c.id)).toEqual([adaClaim]);

    // Approving Ada's would double-book her: refused with the conflict, nothing changed.
    const refused = await decide(adaClaim, 'approve');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(claims[0]!.conflicts[0]);
    expect(await w.shiftRow(shift)).toMatchObject({ employee_id: null, published_employee_id: null });

    // Bob's, with a stale version: 409; with the right one: his, published, and Ada's rejected.
    expect(w.status(await decide(bobClaim, 'approve', { version: 7 }))).toEqual({ status: 409, body: { detail: STALE_VERSION } });
    const approved = await decide(bobClaim, 'approve', { version: claims[1]!.version, note: 'Thanks Bob' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ result: Claim }>().result).toMatchObject({ status: 'approved', note: 'Thanks Bob', employeeId: bob.id });
    expect(await w.shiftRow(shift)).toMatchObject({ employee_id: bob.id, published_employee_id: bob.id });
    expect(await w.claimsOf(shift)).toMatchObject([
      { status: 'rejected', note: 'The shift was given to another worker.' },
      { status: 'approved' },
    ]);
    expect(await list()).toEqual([]);
    expect(w.status(await decide(adaClaim, 'approve'))).toEqual({ status: 409, body: { detail: CLAIM_DECIDED('rejected') } });
    // Bob's clock shows it as his.
    const bobs = (await w.asWorker(bob.pin, '/schedule')).json<{ result: { shifts: { id: number }[] } }>();
    expect(bobs.result.shifts.map((s) => s.id)).toEqual([shift]);
  });

  it('rejects with a note, and refuses an approval once the shift is no longer open', async () => {
    const ada = await w.pinWorker();
    const cara = await w.pinWorker();
    const shift = await w.published(null, w.nine(3), 6);
    const adaClaim = await claim(ada.pin, shift);
    const caraClaim = await claim(cara.pin, shift);
    const rejected = await decide(adaClaim, 'reject', { note: 'Need a certified baker' });
    expect(rejected.json<{ result: Claim }>().result).toMatchObject({ status: 'rejected', note: 'Need a certified baker' });
    expect((await list('planner', 'rejected')).map((c) => c.id)).toContain(adaClaim);

    // The manager gives the shift to someone else on the board meanwhile.
    await w.edit(shift, { employeeId: ada.id });
    expect(w.status(await decide(caraClaim, 'approve'))).toEqual({ status: 409, body: { detail: SHIFT_GONE } });
    expect((await decide(caraClaim, 'reject')).statusCode).toBe(200);
    expect(w.status(await decide(999_999, 'reject'))).toMatchObject({ status: 404 });
  });

  it('needs manage_schedule, the organization’s own claims, and the schedule turned on', async () => {
    const ada = await w.pinWorker({ orgUnitId: w.refs.unitB });
    const shift = await w.published(null, w.nine(4), 6);
    const id = await claim(ada.pin, shift);
    expect((await w.call('clerk', 'GET', path)).statusCode).toBe(403);
    expect((await decide(id, 'approve', {}, 'clerk')).statusCode).toBe(403);
    expect((await w.call('outsider', 'GET', path)).statusCode).toBe(403);
    // Outside the restricted manager's unit: not found, untouched.
    expect((await decide(id, 'approve', {}, 'unitA')).statusCode).toBe(404);
    expect(await w.claimsOf(shift)).toMatchObject([{ status: 'pending' }]);
    expect((await decide(id, 'maybe')).statusCode).toBe(400);
    expect((await decide(id, 'reject', { note: 'x'.repeat(501) })).statusCode).toBe(400);

    await w.call('owner', 'PUT', `${w.base}/shift/defaults`, { shiftMode: 'default' });
    expect(w.status(await w.call('planner', 'GET', path))).toEqual({ status: 403, body: { detail: SCHEDULE_OFF } });
    expect((await decide(id, 'approve')).statusCode).toBe(403);
    expect(await w.claimsOf(shift)).toMatchObject([{ status: 'pending' }]);
    await w.call('owner', 'PUT', `${w.base}/shift/defaults`, { shiftMode: 'open' });
  });
});
