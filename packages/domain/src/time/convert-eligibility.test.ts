import { describe, expect, it } from 'vitest';
import { convertEligibility, pairPunches, type ConvertPunch } from './convert-eligibility';

const H = 3600;
const p = (id: number, hour: number, type: 'in' | 'out'): ConvertPunch => ({ id, at: hour * H, type });

describe('pairPunches', () => {
  it('pairs each IN with the OUT after it and leaves lone punches alone', () => {
    const pairs = pairPunches([p(3, 17, 'out'), p(1, 8, 'in'), p(2, 12, 'in'), p(4, 20, 'out')]);
    expect(pairs.map((x) => [x.in?.id ?? null, x.out?.id ?? null])).toEqual([
      [1, null],
      [2, 3],
      [null, 4],
    ]);
  });
});

describe('convertEligibility', () => {
  it('offers the missing OUT of an open IN when the log comes after it', () => {
    expect(convertEligibility([p(1, 8, 'in')], 16 * H)).toEqual([
      { id: 1, inAt: 8 * H, outAt: null, inEligible: false, outEligible: true },
    ]);
  });

  it('offers the missing IN of a lone OUT when the log comes before it', () => {
    const [pair] = convertEligibility([p(5, 17, 'out')], 9 * H);
    expect(pair).toMatchObject({ id: 5, inAt: null, outAt: 17 * H, inEligible: true, outEligible: false });
  });

  it('offers nothing of a complete pair', () => {
    const [pair] = convertEligibility([p(1, 8, 'in'), p(2, 16, 'out')], 12 * H);
    expect(pair).toMatchObject({ id: 1, inEligible: false, outEligible: false });
  });

  it('refuses a gap the log does not neighbour: another punch lies between', () => {
    // IN 08:00 open, then a complete pair 12-14: a log at 15:00 cannot close the 08:00 IN.
    const pairs = convertEligibility([p(1, 8, 'in'), p(2, 12, 'in'), p(3, 14, 'out')], 15 * H);
    expect(pairs.map((x) => [x.id, x.inEligible, x.outEligible])).toEqual([
      [1, false, false],
      [2, false, false],
    ]);
    // The same IN with the log at 10:00 (before the next pair): eligible.
    expect(convertEligibility([p(1, 8, 'in'), p(2, 12, 'in'), p(3, 14, 'out')], 10 * H)[0]!.outEligible).toBe(true);
  });

  it('refuses a missing OUT when the log is before the IN, and a missing IN when the log is after the OUT', () => {
    expect(convertEligibility([p(1, 8, 'in')], 7 * H)[0]!.outEligible).toBe(false);
    expect(convertEligibility([p(1, 17, 'out')], 18 * H)[0]!.inEligible).toBe(false);
  });

  it('refuses a missing IN whose previous pair ends after the log', () => {
    const pairs = convertEligibility([p(1, 8, 'in'), p(2, 12, 'out'), p(3, 17, 'out')], 11 * H);
    expect(pairs.map((x) => [x.id, x.inEligible])).toEqual([
      [1, false],
      [3, false],
    ]);
    expect(convertEligibility([p(1, 8, 'in'), p(2, 12, 'out'), p(3, 17, 'out')], 13 * H)[1]!.inEligible).toBe(true);
  });
});
