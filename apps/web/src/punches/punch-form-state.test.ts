import { describe, expect, it } from 'vitest';
import { inputOf, newDraft } from './punch-form-state';

describe('punch form values', () => {
  it("reads the day and time in the organization's zone", () => {
    const draft = { ...newDraft('America/Los_Angeles'), employeeId: 4, date: '2026-11-02', time: '08:30' };
    expect(inputOf(draft, 'America/Los_Angeles')).toMatchObject({
      employeeId: 4,
      at: '2026-11-02T16:30:00.000Z',
      costing: null,
      note: null,
    });
  });

  it('sends the costing only when something is chosen, and the version of an edit', () => {
    const draft = { ...newDraft('UTC'), employeeId: 4, date: '2026-11-02', time: '08:30', note: ' late ' };
    const input = inputOf({ ...draft, costing: { ...draft.costing, job: 7 } }, 'UTC', 3);
    expect(input).toMatchObject({ costing: { job: 7 }, note: 'late', version: 3 });
  });
});
