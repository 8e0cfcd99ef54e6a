import type { TraceEntry } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { splitLines, traceSecondsByJob } from './pay-code-jobs';

// The pure job split on a hand-made card: two pairs (punch 1 on job 7 with phase 9, punch 3 on
// job 8) with a paid break between them, an hour of time off and a deducted half hour.

const H = 3600;
const entry = (start: number, end: number, payCode: string | null, kind: TraceEntry['kind']): TraceEntry => ({
  date: '2026-11-02',
  start,
  end,
  seconds: end - start,
  payCode,
  payClass: null,
  kind,
  reason: 'regular',
  text: '',
});
const card = {
  shifts: [
    {
      pairs: [
        { in: '1', out: '2', start: 0, end: 4 * H, seconds: 4 * H },
        { in: '3', out: '4', start: 4.25 * H, end: 8.25 * H, seconds: 4 * H },
      ],
    },
  ],
  trace: [
    entry(0, 4 * H, 'REG', 'work'),
    entry(4 * H, 4.25 * H, 'REG', 'paidBreak'),
    entry(4.25 * H, 8 * H, 'REG', 'work'),
    entry(8 * H, 8.25 * H, 'OT', 'work'),
    entry(6 * H, 6.5 * H, null, 'deducted'),
    entry(10 * H, 11 * H, 'VAC', 'timeOff'),
  ],
} as never;
const costing = new Map([
  ['1', { job: '7', jobPhase: '9', costCode: null }],
  ['3', { job: '8', jobPhase: null, costCode: null }],
]);
const seconds = (m: ReturnType<typeof traceSecondsByJob>) =>
  Object.fromEntries([...m].map(([code, jobs]) => [code, Object.fromEntries([...jobs].map(([k, v]) => [k, v.seconds]))]));

describe('pay code lines by job', () => {
  it('gives work to its pair, a paid break to the pair before it, time off to no job', () => {
    const traced = traceSecondsByJob(card, (id) => costing.get(id), { jobPhase: false, costCode: false });
    expect(seconds(traced)).toEqual({
      REG: { '7/-/-': 4.25 * H, '8/-/-': 3.75 * H },
      OT: { '8/-/-': 0.25 * H },
      VAC: { '-/-/-': H },
    });
    const withPhase = traceSecondsByJob(card, (id) => costing.get(id), { jobPhase: true, costCode: false });
    expect(Object.keys(seconds(withPhase).REG!)).toEqual(['7/9/-', '8/-/-']);
  });

  it("shares the card's seconds and amount by the trace's seconds, to the cent", () => {
    const traced = traceSecondsByJob(card, (id) => costing.get(id), { jobPhase: false, costCode: false });
    const split = splitLines([{ code: 'REG', seconds: 8 * H, amount: '100.01', amountScaled: 10001 }], traced);
    expect(split.get('REG')!.map((s) => [s.costing.job, s.seconds, s.amountScaled])).toEqual([
      ['7', 4.25 * H, 5313],
      ['8', 3.75 * H, 4688],
    ]);
  });
});
