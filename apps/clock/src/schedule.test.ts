import { DEFAULT_FORMAT_PREFERENCES } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api';
import { changeSentence, claimAnswer, upcomingDays } from './schedule';
import type { DeviceFormats as Formats, WorkerShift as ScheduledShift } from '@punchline/contracts/device';

const us: Formats = { ...DEFAULT_FORMAT_PREFERENCES, dayOfWeek: 'beforedate' };
const eu: Formats = { ...us, dateFormat: 'dmy', dateSeparator: '.', timeFormat: 24 };
const NY = 'America/New_York';

const shift = (id: number, start: string, end: string): ScheduledShift => ({
  id,
  start,
  end,
  workDate: start.slice(0, 10),
  departmentName: null,
  orgUnitName: null,
  note: null,
});

describe("the worker's schedule on the clock", () => {
  it('lists the shifts still to come by day, today first and marked, in the clock zone', () => {
    const now = new Date('2026-11-24T15:00:00Z'); // 10:00 in New York
    const days = upcomingDays(
      [
        shift(1, '2026-11-23T13:00:00Z', '2026-11-23T21:00:00Z'), // yesterday: gone
        shift(2, '2026-11-24T13:00:00Z', '2026-11-24T21:00:00Z'), // today, under way
        shift(3, '2026-11-26T03:00:00Z', '2026-11-26T11:00:00Z'), // 22:00 on the 25th in New York, overnight
        shift(4, '2026-11-26T14:00:00Z', '2026-11-26T18:00:00Z'),
      ],
      now,
      NY,
      us,
    );
    expect(days.map((d) => [d.label, d.today, d.shifts.map((s) => [s.id, s.times])])).toEqual([
      ['Tue 11/24/2026', true, [[2, '8:00 AM–4:00 PM']]],
      ['Wed 11/25/2026', false, [[3, '10:00 PM–6:00 AM']]],
      ['Thu 11/26/2026', false, [[4, '9:00 AM–1:00 PM']]],
    ]);
  });

  it('says what changed: a new time, a new day, a shift added or removed', () => {
    const span = (start: string, end: string) => ({ start, end });
    const moved = {
      shiftId: 1,
      kind: 'changed' as const,
      before: span('2026-11-24T13:00:00Z', '2026-11-24T21:00:00Z'),
      after: span('2026-11-24T14:00:00Z', '2026-11-24T22:00:00Z'),
    };
    expect(changeSentence(moved, NY, us)).toBe('Tue 11/24/2026 now 9:00 AM–5:00 PM (was 8:00 AM–4:00 PM)');
    expect(changeSentence(moved, 'Europe/Berlin', eu)).toBe('Tue 24.11.2026 now 15:00–23:00 (was 14:00–22:00)');
    const otherDay = { ...moved, after: span('2026-11-25T14:00:00Z', '2026-11-25T22:00:00Z') };
    expect(changeSentence(otherDay, NY, us)).toBe('Wed 11/25/2026 now 9:00 AM–5:00 PM (was Tue 11/24/2026 8:00 AM–4:00 PM)');
    expect(changeSentence({ ...moved, kind: 'added', before: null }, NY, us)).toBe('New: Tue 11/24/2026 9:00 AM–5:00 PM');
    expect(changeSentence({ ...moved, kind: 'removed', after: null }, NY, us)).toBe('Removed: Tue 11/24/2026 8:00 AM–4:00 PM');
    // A format without the weekday still gets one: a schedule is read by weekday.
    expect(changeSentence(moved, NY, { ...us, dayOfWeek: 'none' })).toBe('Tue 11/24/2026 now 9:00 AM–5:00 PM (was 8:00 AM–4:00 PM)');
    expect(changeSentence(moved, NY, { ...us, dayOfWeek: 'afterdate' })).toBe('11/24/2026 Tue now 9:00 AM–5:00 PM (was 8:00 AM–4:00 PM)');
  });

  it('answers a claim: given, waiting for approval, or the server’s refusal', () => {
    expect(claimAnswer({ result: { claim: { id: 1, shiftId: 2, status: 'approved' } } })).toEqual({
      text: 'Claimed: the shift is yours.',
      ok: true,
    });
    expect(claimAnswer({ result: { claim: { id: 1, shiftId: 2, status: 'pending' } } })).toEqual({
      text: 'Claimed: waiting for approval by your manager.',
      ok: true,
    });
    const refused = new ApiError(409, { detail: 'This shift is no longer open. Someone else may have taken it.', code: 'shift_taken' });
    expect(claimAnswer({ error: refused })).toEqual({ text: 'This shift is no longer open. Someone else may have taken it.', ok: false });
    expect(claimAnswer({ error: new NetworkError('No network') }).ok).toBe(false);
  });
});
