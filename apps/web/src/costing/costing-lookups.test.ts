import { EMPTY_COSTING_SELECTION, type CostingSelection } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { codedName, codeParams, codeRecord, jobParams, jobRecord, phaseParams, phaseRecord } from './costing-lookups';

const sel = (over: Partial<CostingSelection>): CostingSelection => ({ ...EMPTY_COSTING_SELECTION, ...over });
const ANN = { workerId: 12 };

describe('what the costing pickers ask the lookups', () => {
  it('offers jobs open to the worker or device, of the chosen category while categories show', () => {
    expect(jobParams(sel({ jobCategory: 4 }), ANN, true)).toEqual({ worker: 12, deviceOrgUnit: undefined, jobCategory: 4 });
    expect(jobParams(sel({ jobCategory: 4 }), { deviceOrgUnitId: 3 }, false)).toEqual({
      worker: undefined,
      deviceOrgUnit: 3,
      jobCategory: undefined,
    });
    // Partial costing may pair a job with another category.
    expect(jobParams(sel({ jobCategory: 4, costingIsPartial: true }), ANN, true).jobCategory).toBeUndefined();
  });

  it('offers the phases of the chosen job and category, the cost codes of the chosen job and phase', () => {
    expect(phaseParams(sel({ job: 7, jobCategory: 4, jobPhase: 9 }), ANN)).toEqual({
      worker: 12,
      deviceOrgUnit: undefined,
      job: 7,
      jobCategory: 4,
    });
    expect(phaseParams(sel({}), {})).toEqual({ worker: undefined, deviceOrgUnit: undefined, job: undefined, jobCategory: undefined });
    expect(codeParams(sel({ job: 7, jobCategory: 4, jobPhase: 9 }), ANN)).toEqual({
      worker: 12,
      deviceOrgUnit: undefined,
      job: 7,
      jobPhase: 9,
    });
  });
});

describe('rows as the costing rules read them', () => {
  it('takes the category, modes, job and phase of a row', () => {
    expect(jobRecord({ id: 7, version: 1, name: 'Roof', jobCategoryId: 4, jobPhaseMode: 'require', costCodeMode: 'optional' })).toEqual({
      id: 7,
      jobCategoryId: 4,
      jobPhaseMode: 'require',
      costCodeMode: 'optional',
    });
    expect(jobRecord({ id: 8, version: 1, jobCategoryId: null })).toEqual({
      id: 8,
      jobCategoryId: null,
      jobPhaseMode: 'none',
      costCodeMode: 'none',
    });
    expect(phaseRecord({ id: 9, version: 1, jobId: 7, jobCategoryId: null })).toEqual({ id: 9, jobId: 7, jobCategoryId: null });
    expect(codeRecord({ id: 10, version: 1, jobId: null, jobPhaseId: 9 })).toEqual({ id: 10, jobId: null, jobPhaseId: 9 });
  });

  it('names a job or cost code with its code', () => {
    expect(codedName({ id: 7, version: 1, name: 'Roof', code: 'R-7' })).toBe('Roof (R-7)');
    expect(codedName({ id: 7, version: 1, name: 'Roof', code: null })).toBe('Roof');
  });
});
