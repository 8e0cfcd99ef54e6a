import { MESSAGES } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { attemptLabel, initialCosting, nearbyPunch, pairOptions, splitErrors } from './convert-dialog';

describe('convert dialog choices', () => {
  it('offers only the eligible sides of a pair', () => {
    const pair = { id: 7, inDt: null, outDt: '2026-11-16T17:00:00.000Z', inEligible: true, outEligible: false };
    expect(pairOptions(pair)).toEqual([{ label: 'Assign as IN', choice: { punch: 7, type: 'in' } }]);
    expect(pairOptions({ ...pair, inEligible: false })).toEqual([]);
  });

  it('finds the punch a few minutes from the attempt, the nearest one first, and none further away', () => {
    const pairs = [
      { id: 1, inDt: '2026-11-16T08:00:00.000Z', outDt: '2026-11-16T16:57:00.000Z', inEligible: false, outEligible: false },
      { id: 2, inDt: '2026-11-16T17:08:00.000Z', outDt: null, inEligible: false, outEligible: true },
    ];
    expect(nearbyPunch({ at: '2026-11-16T17:00:00.000Z', punches: pairs })).toEqual({
      at: '2026-11-16T16:57:00.000Z',
      type: 'out',
      minutes: 3,
    });
    expect(nearbyPunch({ at: '2026-11-16T17:07:00.000Z', punches: pairs })).toMatchObject({ type: 'in', minutes: 1 });
    expect(nearbyPunch({ at: '2026-11-16T12:00:00.000Z', punches: pairs })).toBeNull();
    expect(nearbyPunch({ at: '2026-11-16T12:00:00.000Z', punches: [] })).toBeNull();
  });

  it('names the attempt by the side the clock recorded', () => {
    expect([attemptLabel('in'), attemptLabel('out'), attemptLabel(null)]).toEqual(['Clock-in attempt', 'Clock-out attempt', 'Attempt']);
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
