import { describe, expect, it } from 'vitest';
import { formatSlot, parseSlot, slotErrors } from './template-slots';

describe('template slots', () => {
  it('reads a day, times, a break and a week, and writes them back the same', () => {
    expect(parseSlot('Mon 09:00-17:00 break 30', 1)).toEqual({ week: 1, weekday: 1, startMinute: 540, endMinute: 1020, breakMinutes: 30 });
    const night = parseSlot('w2 fri 22:00 – 6:00', 2);
    expect(night).toEqual({ week: 2, weekday: 5, startMinute: 1320, endMinute: 360, breakMinutes: 0 });
    expect(formatSlot(night as never, 2)).toBe('W2 Fri 22:00-06:00');
  });

  it('says what is wrong with a line, numbered', () => {
    expect(slotErrors(['Mon 09:00-17:00', 'Monday 9-5', 'W3 Tue 09:00-17:00', 'Wed 25:00-17:00', 'Thu 09:00-10:00 break 60'], 2)).toEqual([
      "Line 2: write a day and times, as 'Mon 09:00-17:00 break 30'.",
      "Line 3: week 3 is not one of the template's 2 weeks.",
      'Line 4: a time must be between 00:00 and 23:59.',
      'Line 5: the break must be shorter than the shift.',
    ]);
  });
});
