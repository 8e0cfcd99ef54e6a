import { describe, expect, it } from 'vitest';
import { asksPunchCode, changeCosting, costingChoicesFor, costingErrors, detailChoices, punchCodesFor } from './choices';
import type { ClockConfig, CostingOptions } from '@punchline/contracts/device';

const config = (over: Partial<ClockConfig> = {}): ClockConfig =>
  ({
    punchCodeMode: 'optional',
    punchCodes: [
      { id: 1, name: 'Lunch', type: 'out' },
      { id: 2, name: 'Travel', type: 'both' },
      { id: 3, name: 'Start', type: 'in' },
    ],
    defaults: {
      photoCapture: false,
      offlinePunchingAllowed: true,
      punchCodePrompt: true,
      costingPrompt: true,
      personalClocksAllowed: false,
    },
    costing: { enabled: true, costingMode: 'enhanced', jobRequired: true },
    ...over,
  }) as ClockConfig;

const options: CostingOptions = {
  jobs: [
    { id: 10, name: 'Bakery', jobCategoryId: null, jobPhaseMode: 'require', costCodeMode: 'optional' },
    { id: 11, name: 'Delivery', jobCategoryId: 5, jobPhaseMode: 'none', costCodeMode: 'none' },
  ],
  jobPhases: [
    { id: 20, name: 'Dough', jobId: 10, jobCategoryId: null },
    { id: 21, name: 'Any job', jobId: null, jobCategoryId: null },
    { id: 22, name: 'Other job', jobId: 99, jobCategoryId: null },
  ],
  costCodes: [
    { id: 30, name: 'Flour', jobId: 10, jobPhaseId: 20 },
    { id: 31, name: 'General', jobId: null, jobPhaseId: null },
  ],
};

describe('what the clock asks before a punch', () => {
  it('asks for a punch code when prompted or required, with the codes of the punch type', () => {
    expect(asksPunchCode(config())).toBe(true);
    expect(asksPunchCode(config({ defaults: { ...config().defaults, punchCodePrompt: false } }))).toBe(false);
    expect(asksPunchCode(config({ punchCodeMode: 'required', defaults: { ...config().defaults, punchCodePrompt: false } }))).toBe(true);
    expect(asksPunchCode(config({ punchCodeMode: 'disabled' }))).toBe(false);
    expect(punchCodesFor(config(), 'in').map((c) => c.name)).toEqual(['Travel', 'Start']);
    expect(punchCodesFor(config(), 'out').map((c) => c.name)).toEqual(['Lunch', 'Travel']);
  });

  it('asks for costing only at an IN and only with jobs to choose', () => {
    expect(costingChoicesFor(options, 'in')).toBe(options);
    expect(costingChoicesFor(options, 'out')).toBeNull();
    expect(costingChoicesFor({ ...options, jobs: [] }, 'in')).toBeNull();
    expect(costingChoicesFor(null, 'in')).toBeNull();
  });

  it("offers the phases and cost codes of the chosen job, none for a job whose modes are 'none'", () => {
    const chosen = detailChoices(options, config(), { job: 10, jobPhase: null, costCode: null });
    expect(chosen.phases.map((p) => p.id)).toEqual([20, 21]);
    expect(chosen.codes.map((c) => c.id)).toEqual([31]);
    expect(detailChoices(options, config(), { job: 10, jobPhase: 20, costCode: null }).codes.map((c) => c.id)).toEqual([30, 31]);
    expect(detailChoices(options, config(), { job: 11, jobPhase: null, costCode: null })).toMatchObject({ phases: [], codes: [] });
    expect(
      detailChoices(options, config({ costing: { enabled: true, costingMode: 'basic', jobRequired: true } }), {
        job: 10,
        jobPhase: null,
        costCode: null,
      }).phases,
    ).toEqual([]);
  });

  it('clears what no longer fits when the job or phase changes', () => {
    expect(changeCosting(options, { job: 10, jobPhase: 20, costCode: 30 }, 'job', 11)).toEqual({ job: 11, jobPhase: null, costCode: null });
    expect(changeCosting(options, { job: 10, jobPhase: 20, costCode: 30 }, 'jobPhase', 21)).toEqual({
      job: 10,
      jobPhase: 21,
      costCode: null,
    });
    expect(changeCosting(options, { job: 10, jobPhase: 20, costCode: 31 }, 'jobPhase', 21)).toEqual({
      job: 10,
      jobPhase: 21,
      costCode: 31,
    });
  });

  it("gives the console's messages", () => {
    expect(costingErrors(options, config(), { job: null, jobPhase: null, costCode: null })).toEqual({ job: ['Job is a required field.'] });
    expect(costingErrors(options, config(), { job: 10, jobPhase: null, costCode: null })).toEqual({
      jobPhase: ['Job Phase is a required field.'],
    });
    expect(costingErrors(options, config(), { job: 10, jobPhase: 20, costCode: 30 })).toEqual({});
    expect(
      costingErrors(options, config({ costing: { enabled: true, costingMode: 'enhanced', jobRequired: false } }), {
        job: null,
        jobPhase: null,
        costCode: null,
      }),
    ).toEqual({});
  });
});
