import { describe, expect, it } from 'vitest';
import { claimsWorld, HOUR_MS } from '../../test/kits/claims-test-world';
import { NO_PENDING_CLAIM, NOT_ELIGIBLE, SHIFT_NOT_OPEN, SHIFT_STARTED } from './open-shifts.service';

// Open shifts at the clock: which a worker may claim, a claim waiting for approval or given at
// once, withdrawing, and the refusals (taken, started, another department, double-booking).

type OpenShifts = { result: { openShifts: { id: number; claim: { id: number; status: string } | null }[] } };

describe('open shifts at the clock', async () => {
  const w = await claimsWorld();
  const open = async (pin: string) => {
    const r = await w.asWorker(pin, '/open-shifts');
    expect(r.statusCode, r.body).toBe(200);
    return r.json<OpenShifts>().result.openShifts;
  };
  const claim = (pin: string, shiftId: number) => w.asWorker(pin, `/open-shifts/${shiftId}/claim`);
  const withdraw = (pin: string, shiftId: number) => w.asWorker(pin, `/open-shifts/${shiftId}/withdraw`);

  it('offers the published open shifts ahead that are the worker’s to take', async () => {
    const ada = await w.pinWorker({ departmentId: w.refs.deptA, orgUnitId: w.refs.unitA });
    const anyone = await w.published(null, w.nine(1), 6);
    const ofDeptA = await w.published(null, w.nine(2), 6, { departmentId: w.refs.deptA });
    await w.published(null, w.nine(2), 6, { departmentId: w.refs.deptB });
    await w.published(null, w.nine(3), 6, { orgUnitId: w.refs.unitB });
    await w.published(null, Date.now() - HOUR_MS, 6); // started
    await w.draft(null, w.nine(1), 6); // not published
    const taken = await w.published(null, w.nine(4), 6);
    await w.edit(taken, { employeeId: (await w.pinWorker()).id }); // given to someone in the draft
    await w.published(ada.id, w.nine(5), 8);
    await w.published(null, w.nine(5) + 2 * HOUR_MS, 4); // overlaps Ada's own
    // The first test of the file: no other open shift exists yet.
    expect((await open(ada.pin)).map((s) => s.id)).toEqual([anyone, ofDeptA]);
  });

  it('keeps a claim waiting for approval, answers it again, and lets the worker withdraw it', async () => {
    await w.needApproval(true);
    const ada = await w.pinWorker();
    const shift = await w.published(null, w.nine(6), 6);
    const first = await claim(ada.pin, shift);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<{ result: { claim: { id: number; status: string } } }>().result.claim;
    expect(answer).toMatchObject({ shiftId: shift, status: 'pending' });
    expect((await claim(ada.pin, shift)).json()).toEqual(first.json());
    expect((await open(ada.pin)).find((s) => s.id === shift)?.claim).toEqual({ id: answer.id, status: 'pending' });
    expect(await w.shiftRow(shift)).toMatchObject({ employee_id: null, published_employee_id: null });

    expect((await withdraw(ada.pin, shift)).json()).toEqual({ result: { withdrawn: answer.id } });
    expect(await w.claimsOf(shift)).toMatchObject([{ status: 'withdrawn' }]);
    expect(w.status(await withdraw(ada.pin, shift))).toEqual({ status: 404, body: { detail: NO_PENDING_CLAIM, code: 'no_claim' } });
  });

  it('gives the shift at once when claims need no approval, publishing it for the worker', async () => {
    await w.needApproval(false);
    const ada = await w.pinWorker();
    const bob = await w.pinWorker();
    const shift = await w.published(null, w.nine(7), 6);
    await w.needApproval(true);
    await claim(bob.pin, shift); // waiting from before the switch
    await w.needApproval(false);

    const r = await claim(ada.pin, shift);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ result: { claim: { shiftId: shift, status: 'approved' } } });
    expect(await w.shiftRow(shift)).toMatchObject({ employee_id: ada.id, published_employee_id: ada.id });
    expect(await w.claimsOf(shift)).toMatchObject([
      { employee_id: bob.id, status: 'rejected', note: 'The shift was given to another worker.' },
      { employee_id: ada.id, status: 'approved' },
    ]);
    // Ada's schedule has it, told as new; Bob's claim finds it taken.
    const schedule = (await w.asWorker(ada.pin, '/schedule')).json<{ result: { shifts: { id: number }[]; changes: { kind: string }[] } }>();
    expect(schedule.result.shifts.map((s) => s.id)).toEqual([shift]);
    expect(schedule.result.changes).toMatchObject([{ shiftId: shift, kind: 'added' }]);
    expect(w.status(await claim(bob.pin, shift))).toEqual({ status: 409, body: { detail: SHIFT_NOT_OPEN, code: 'shift_taken' } });
    await w.needApproval(true);
  });

  it('refuses a shift that started, of another department, or that would double-book the worker', async () => {
    const ada = await w.pinWorker({ departmentId: w.refs.deptA });
    const started = await w.published(null, Date.now() - HOUR_MS, 4);
    expect(w.status(await claim(ada.pin, started))).toEqual({ status: 400, body: { detail: SHIFT_STARTED, code: 'shift_started' } });
    const elsewhere = await w.published(null, w.nine(8), 4, { departmentId: w.refs.deptB });
    expect(w.status(await claim(ada.pin, elsewhere))).toEqual({ status: 403, body: { detail: NOT_ELIGIBLE, code: 'not_eligible' } });

    await w.published(ada.id, w.nine(9), 8);
    const overlapping = await w.published(null, w.nine(9) + 4 * HOUR_MS, 8);
    const refused = w.status(await claim(ada.pin, overlapping));
    expect(refused).toMatchObject({ status: 400, body: { code: 'overlap' } });
    // Her own shift, in the organization's formats (12-hour by default) and zone.
    expect(refused.body.detail).toMatch(/^You already have a shift at that time: .+ 9:00 AM–5:00 PM\.$/);

    // A shift of hers only in the draft: a claim given at once would double-book her there.
    await w.needApproval(false);
    await w.draft(ada.id, w.nine(10), 8);
    const later = await w.published(null, w.nine(10) + HOUR_MS, 4);
    const draftClash = w.status(await claim(ada.pin, later));
    expect(draftClash.status).toBe(400);
    expect(draftClash.body.detail).toMatch(/^The worker already has a shift that overlaps this one: .+9:00 AM–5:00 PM\.$/);
    expect(await w.shiftRow(later)).toMatchObject({ employee_id: null, published_employee_id: null });
    expect(await w.claimsOf(later)).toEqual([]);
    await w.needApproval(true);

    expect(w.status(await claim(ada.pin, 999_999))).toMatchObject({ status: 409, body: { code: 'shift_taken' } });
  });
});
