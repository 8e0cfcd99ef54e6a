// The pay period panels' bar chart (SPEC section 9): which days carry a label, and how tall it is.

/**
 * Days between labels on the x axis: every day up to a week, every 2nd under 15 days, every 3rd
 * under 21, every 7th under 36, else an eighth of the days rounded up (about eight labels).
 */
export function chartAxisStep(days: number): number {
  if (days <= 7) return 1;
  if (days < 15) return 2;
  if (days < 21) return 3;
  if (days < 36) return 7;
  return Math.ceil(days / 8);
}

/** The chart's bar area height in pixels: 150 on a narrow panel (under 400 px wide), else 75. */
export function chartBarHeight(widthPx: number): number {
  return widthPx < 400 ? 150 : 75;
}

/** Whether the day at `index` (0 = the first day of the range) carries an axis label. */
export const isLabelledDay = (index: number, days: number): boolean => index % chartAxisStep(days) === 0;

/** The value a bar is drawn against: the largest, rounded up to a whole hour (at least 1). */
export const chartScaleMax = (values: readonly number[]): number => Math.max(1, Math.ceil(Math.max(0, ...values)));
