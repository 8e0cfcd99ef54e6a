import { describe, expect, it } from 'vitest';
import { costingFrom, transfersOf, type Costing } from './job-segments';

// The stretches of a shift, pure: pairs costed by their IN, same costing merged across a break,
// pairs missing a punch left out, one costing all day no transfer.

const pair = (id: number, start: number, end: number, out: string | null = `o${id}`) => ({
  in: `i${id}`,
  out,
  start,
  end,
  seconds: out === null ? 0 : end - start,
});
const jobs: Record<string, Costing> = {
  i1: { job: '7', jobPhase: null, costCode: null },
  i2: { job: '7', jobPhase: null, costCode: null },
  i3: { job: '8', jobPhase: '3', costCode: null },
};

describe('transfersOf', () => {
  it('merges a break on the same job and starts a stretch at each move', () => {
    const shift = { pairs: [pair(1, 0, 100), pair(2, 150, 200), pair(3, 200, 260), pair(4, 300, 300, null)] };
    expect(transfersOf(shift, (id) => jobs[id])).toEqual([
      { job: '7', jobPhase: null, costCode: null, from: 0, to: 200, seconds: 150 },
      { job: '8', jobPhase: '3', costCode: null, from: 200, to: 260, seconds: 60 },
    ]);
  });

  it('a move from no costing to a job is a transfer; one costing all shift is none', () => {
    expect(transfersOf({ pairs: [pair(9, 0, 50), pair(1, 50, 80)] }, (id) => jobs[id])).toHaveLength(2);
    expect(transfersOf({ pairs: [pair(1, 0, 50), pair(2, 60, 80)] }, (id) => jobs[id])).toEqual([]);
  });

  it('reads a stored costing map of id strings, ignoring the rest', () => {
    expect(costingFrom({ job: '4', costCode: '9', jobLabel: '2', costingIsPartial: 'true' })).toEqual({
      job: '4',
      jobPhase: null,
      costCode: '9',
    });
    expect(costingFrom(null)).toEqual({ job: null, jobPhase: null, costCode: null });
  });
});
