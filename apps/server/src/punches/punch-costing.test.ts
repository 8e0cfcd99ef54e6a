import { EMPTY_COSTING_SELECTION } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { costingWorld } from '../../test/kits/costing-test-world';
import { readTenant } from '../db/tenant';
import { costingErrors, selectionOf, storedCosting, type CostingCheck } from './punch-costing';

// costingErrors, which every punch path (form, device API, conversions, approvals) asks: the
// domain's rules and messages over the records the worker may use (job access), nothing when the
// organization has no job costing.

describe('costingErrors', async () => {
  const w = await costingWorld();
  const { db, org, other } = w;
  const ana = await w.worker({ orgUnitId: w.refs.unitA });
  const bo = await w.worker({ orgUnitId: w.refs.unitB });
  await w.setCosting({ costingMode: 'enhanced', jobRequired: true, canRestrictJobAccessByUser: true, requireJobAccess: false });
  const anasJob = await w.job({ workerIds: [ana.id] });
  const unitBJob = await w.job({ orgUnitIds: [w.refs.unitB] });
  const openJob = await w.job();
  const errors = (check: Partial<CostingCheck> & { job?: number | null }, orgId = org) =>
    readTenant(db, orgId, (trx) =>
      costingErrors(trx, orgId, { employeeId: ana.id, selection: { ...EMPTY_COSTING_SELECTION, job: check.job ?? null }, ...check }),
    );

  it('asks for the job on an IN and not on an OUT', async () => {
    expect(await errors({})).toEqual({ job: ['Job is a required field.'] });
    expect(await errors({ requiredValidation: false })).toEqual({});
  });

  it("refuses a job not open to the worker, unless the clock's org unit opens it", async () => {
    expect(await errors({ job: anasJob.id })).toEqual({});
    expect(await errors({ job: openJob.id })).toEqual({});
    expect(await errors({ job: unitBJob.id })).toEqual({ job: ['This selection is not valid.'] });
    expect(await errors({ job: unitBJob.id, deviceOrgUnitId: w.refs.unitB })).toEqual({});
    expect(await errors({ job: anasJob.id, employeeId: bo.id })).toEqual({ job: ['This selection is not valid.'] });
    expect(await errors({ job: unitBJob.id, convertDialog: true })).toEqual({
      job: ['This selection is not valid. It is only required for an IN punch.'],
    });
  });

  it('refuses an inactive job, and says nothing when the organization has no job costing', async () => {
    const closed = await w.job({ active: false });
    expect(await errors({ job: closed.id })).toEqual({ job: ['This selection is not valid.'] });
    await sql`update organizations set features = array_remove(features, 'job_costing') where id = ${other}`.execute(db);
    const outsider = await w.worker({}, other);
    expect(await errors({ employeeId: outsider.id }, other)).toEqual({});
  });

  it('keeps a selection as punches store it and reads it back', () => {
    const selection = { ...EMPTY_COSTING_SELECTION, job: 4, jobPhase: 9 };
    expect(storedCosting(selection)).toEqual({ job: '4', jobPhase: '9' });
    expect(selectionOf(storedCosting(selection))).toEqual(selection);
    expect(storedCosting(EMPTY_COSTING_SELECTION)).toBeNull();
  });
});
