import { SHIFTCARDS_REPORT } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { scheduleReportWorld } from '../../../test/kits/schedule-report-world';

// Shift cards on the schedule reports' world (test/kits/schedule-report-world.ts): each worker's
// published shifts of last week on a card of their own; Ben's draft Wednesday is not on his.

describe('shift cards report', async () => {
  const w = await scheduleReportWorld();
  const { shifts, at } = w;

  it("prints one card per worker with the week's published shifts: start, end, break, position, notes", async () => {
    expect(SHIFTCARDS_REPORT.layout).toBe('cards');
    const answer = await w.report('shiftcards');
    const cards = answer.groups.map((g) => [
      g.key,
      g.rows.map((r) => [r.shiftId, r.start, r.end, r.breakSeconds, r.position, r.note]),
      g.subtotal,
    ]);
    expect(cards).toEqual([
      [
        'Ann Archer',
        [
          [shifts.annMon, at(1, '09:00'), at(1, '17:00'), 1800, 'Cashier', 'Open the till'],
          [shifts.annTue, at(2, '09:00'), at(2, '17:00'), 0, null, null],
          [shifts.annWed, at(3, '09:00'), at(3, '13:00'), 0, null, null],
          [shifts.annThu, at(4, '09:00'), at(4, '17:00'), 0, null, null],
        ],
        // 7.5 + 8 + 4 + 8 h: the unpaid break is not scheduled time.
        { seconds: 27.5 * 3600 },
      ],
      [
        'Ben Baker',
        [
          [shifts.benMon, at(1, '10:00'), at(1, '14:00'), 0, null, null],
          [shifts.benTue, at(2, '10:00'), at(2, '14:00'), 0, null, null],
        ],
        { seconds: 8 * 3600 },
      ],
    ]);
  });

  it('shows what was published, not the draft edited since', async () => {
    const edit = await w.call('owner', 'PUT', `${w.base}/schedule/shifts/${shifts.benMon}`, {
      version: 1,
      note: 'Moved to the back door',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const ben = (await w.report('shiftcards', { employeeIds: [w.ben.id] })).groups[0]!;
    expect(ben.rows.find((r) => r.shiftId === shifts.benMon)!.note).toBeNull();
  });
});
