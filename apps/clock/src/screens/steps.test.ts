import { describe, expect, it } from 'vitest';
import { CLOCK_STEPS, firstStep, stepAfter, type ClockStep } from './steps';

// The flow after identifying: the steps in order, then the punch screen (null).

describe('the clock steps', () => {
  it('start with the messages and end at the punch screen', () => {
    expect(CLOCK_STEPS[0]!.key).toBe('messages');
    // Credential warnings come last, right before the punch (issue 35).
    expect(CLOCK_STEPS.at(-1)!.key).toBe('credentials');
    // The health questions come right before them (issue 35: messages, briefings, health, credentials).
    expect(CLOCK_STEPS.at(-2)!.key).toBe('health');
    const seen: string[] = [];
    for (let i = firstStep(CLOCK_STEPS); i !== null; i = stepAfter(CLOCK_STEPS, i)) seen.push(CLOCK_STEPS[i]!.key);
    expect(seen).toEqual(CLOCK_STEPS.map((s) => s.key));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('go through every step once, in order, and straight to the punch screen without any', () => {
    const step = (key: string): ClockStep => ({ key, Screen: () => null });
    const steps = [step('messages'), step('briefings'), step('health')];
    expect(stepAfter(steps, 0)).toBe(1);
    expect(stepAfter(steps, 1)).toBe(2);
    expect(stepAfter(steps, 2)).toBeNull();
    expect(firstStep([])).toBeNull();
  });
});
