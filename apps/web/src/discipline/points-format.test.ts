import { describe, expect, it } from 'vitest';
import { pointsDelta, pointsFigure } from './points-format';

describe('points as the discipline screens show them', () => {
  it('keeps at most two decimals and drops trailing zeros', () => {
    expect(pointsFigure(2)).toBe('2');
    expect(pointsFigure(0.5)).toBe('0.5');
    expect(pointsFigure(1.25)).toBe('1.25');
    expect(pointsFigure(0.1 + 0.2)).toBe('0.3');
  });

  it('writes a true minus and never a negative zero', () => {
    expect(pointsFigure(-1)).toBe('−1');
    expect(pointsFigure(-0)).toBe('0');
    expect(pointsFigure(-0.001)).toBe('0');
  });

  it('signs a ledger change', () => {
    expect(pointsDelta(2)).toBe('+2');
    expect(pointsDelta(-0.5)).toBe('−0.5');
    expect(pointsDelta(0)).toBe('0');
  });
});
