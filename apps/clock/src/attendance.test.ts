import { DEFAULT_FORMAT_PREFERENCES } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import type { DeviceFormats, WorkerDiscipline } from '@punchline/contracts/device';
import { ApiError, NetworkError } from './api';
import { attendanceFailure, deltaText, entryText, eventLine, expiryText, noticeText, pointsFigure, toAcknowledge } from './attendance';

const us: DeviceFormats = { ...DEFAULT_FORMAT_PREFERENCES, dateFormat: 'mdy', dateSeparator: '/', dayOfWeek: 'none' };
const eu: DeviceFormats = { ...us, dateFormat: 'dmy', dateSeparator: '.', dayOfWeek: 'beforedate' };
const event = (id: number, eventType: string, acknowledged: boolean) => ({
  id,
  eventType,
  crossedOn: '2026-11-20',
  points: 5.5,
  acknowledged,
});
const data: WorkerDiscipline = {
  employee: { id: 4, firstName: 'Ada', lastName: 'Clock' },
  shown: true,
  policyName: 'Standard attendance',
  points: 5.5,
  nextExpiry: { date: '2027-02-18', points: 0.5 },
  recent: [],
  events: [event(1, 'Verbal Warning', true), event(2, 'Written Warning', false)],
};

describe('My attendance on the clock', () => {
  it('shows points as figures and what an entry did with its sign', () => {
    expect([pointsFigure(5.5), pointsFigure(3), pointsFigure(0.25), pointsFigure(0)]).toEqual(['5.5', '3', '0.25', '0']);
    expect([deltaText(0.5), deltaText(-1), deltaText(0)]).toEqual(['+0.5', '−1', '0']);
  });

  it("says what expires next in the organization's date format", () => {
    expect(expiryText(data.nextExpiry, us)).toBe('0.5 points expire on 02/18/2027');
    expect(expiryText({ date: '2027-02-18', points: 1 }, eu)).toBe('1 point expires on Thu 18.02.2027');
    expect(expiryText(null, us)).toBeNull();
    expect(eventLine(data.events[1]!, us)).toBe('Reached 5.5 points on 11/20/2026');
  });

  it("drops the points at an entry's end, which its row shows apart", () => {
    const entry = (text: string, delta: number) => ({ date: '2026-11-20', text, delta });
    expect(entryText(entry('Late 12 min on 11/20/2026 against the 7:00 AM shift: 0.5 points', 0.5))).toBe(
      'Late 12 min on 11/20/2026 against the 7:00 AM shift',
    );
    expect(entryText(entry('30 days without an infraction: −1 point', -1))).toBe('30 days without an infraction');
    expect(entryText(entry('Late 20 min on 11/20/2026: excused (Bus strike)', 0))).toBe('Late 20 min on 11/20/2026: excused (Bus strike)');
  });

  it('tells the punch screen which events wait for the worker', () => {
    expect(toAcknowledge(data).map((e) => e.id)).toEqual([2]);
    expect(toAcknowledge({ ...data, shown: false })).toEqual([]);
    expect(toAcknowledge(null)).toEqual([]);
    expect(noticeText(toAcknowledge(data))).toBe('Written Warning: your manager asks you to read and acknowledge it.');
    expect(noticeText([event(2, 'Written Warning', false), event(3, 'Final Warning', false)])).toBe(
      'Written Warning, Final Warning: your manager asks you to read and acknowledge them.',
    );
  });

  it('shows nothing when the organization does not run discipline, and says why otherwise', () => {
    expect(attendanceFailure(new ApiError(403, { detail: 'off', code: 'discipline_off' }))).toBe('');
    expect(attendanceFailure(new NetworkError('No network'))).toBe('Your attendance cannot be loaded without network.');
    expect(attendanceFailure(new ApiError(403, { detail: 'Unknown PIN.', code: 'unknown_worker' }))).toBe('Unknown PIN.');
    expect(attendanceFailure(new ApiError(502, { detail: 'Bad gateway' }))).toBe('Your attendance could not be loaded just now.');
  });
});
