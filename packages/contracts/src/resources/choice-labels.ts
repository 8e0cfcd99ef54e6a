/** Sunday = 1 through Saturday = 7 (SPEC section 9), as the week's choices read. */
export const WEEKDAY_LABELS: Readonly<Record<string, string>> = {
  1: 'Sunday',
  2: 'Monday',
  3: 'Tuesday',
  4: 'Wednesday',
  5: 'Thursday',
  6: 'Friday',
  7: 'Saturday',
};

/** applyShiftOverlapTo: which work day a shift across the day boundary counts on. */
export const OVERLAP_LABELS: Readonly<Record<string, string>> = {
  start: 'The day it starts',
  end: 'The day it ends',
  split: 'Split at the day boundary',
};
