import { MESSAGES } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { initialCosting, pairOptions, splitErrors } from './convert-dialog';

describe('convert dialog choices', () => {
  it('offers only the eligible sides of a pair', () => {
    const pair = { id: 7, inDt: null, outDt: '2026-11-16T17:00:00.000Z', inEligible: true, outEligible: false };
    expect(pairOptions(pair)).toEqual([{ label: 'Assign as IN', choice: { punch: 7, type: 'in' } }]);
    expect(pairOptions({ ...pair, inEligible: false })).toEqual([]);
  });

  it('starts from the costing the clock recorded', () => {
    expect(initialCosting({ job: 4, jobCategory: 2, jobPhase: null, costCode: null })).toMatchObject({
      job: 4,
      jobCategory: 2,
      jobPhase: null,
    });
  });

  it('puts costing messages under the pickers and the rest above them', () => {
    const split = splitErrors({ job: [MESSAGES.costingSelectionInvalidConvert], punch: ['This punch has no missing IN.'], detail: 'x' });
    expect(split.costing).toEqual({ job: [MESSAGES.costingSelectionInvalidConvert] });
    expect(split.other).toEqual({ punch: ['This punch has no missing IN.'] });
  });
});
