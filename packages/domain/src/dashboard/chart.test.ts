import { describe, expect, it } from 'vitest';
import { chartAxisStep, chartBarHeight, chartScaleMax, isLabelledDay } from './chart';

describe('the pay period chart', () => {
  it('labels every day of a week, then fewer as the range grows (SPEC section 9)', () => {
    expect([1, 7].map(chartAxisStep)).toEqual([1, 1]);
    expect([8, 14].map(chartAxisStep)).toEqual([2, 2]);
    expect([15, 16, 20].map(chartAxisStep)).toEqual([3, 3, 3]);
    expect([21, 31, 35].map(chartAxisStep)).toEqual([7, 7, 7]);
    expect([36, 40, 62].map(chartAxisStep)).toEqual([5, 5, 8]);
  });

  it('is 150 px tall under 400 px wide, else 75', () => {
    expect([0, 399].map(chartBarHeight)).toEqual([150, 150]);
    expect([400, 1200].map(chartBarHeight)).toEqual([75, 75]);
  });

  it('labels the first day and every step after it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter((i) => isLabelledDay(i, 14))).toEqual([0, 2, 4, 6]);
    expect([0, 7, 14, 15].filter((i) => isLabelledDay(i, 31))).toEqual([0, 7, 14]);
  });

  it('scales bars against the busiest day rounded up to an hour', () => {
    expect(chartScaleMax([])).toBe(1);
    expect(chartScaleMax([0, 0])).toBe(1);
    expect(chartScaleMax([12.25, 3])).toBe(13);
  });
});
