import type { FoundInfraction, InfractionKindName, PointsPolicy } from './types';

// The points a policy gives an infraction: bands for late arrivals and early leaves (minor up to
// the band's minutes, beyond it more), a flat figure for the other kinds, and a custom type's own.

/** Points as hundredths, the unit the ledger adds in. */
export const toHundredths = (points: number): number => Math.round(points * 100);
export const fromHundredths = (hundredths: number): number => hundredths / 100;

const FLAT: Record<Exclude<InfractionKindName, 'late' | 'early_leave' | 'custom'>, keyof PointsPolicy> = {
  no_show: 'noShowPoints',
  missed_punch: 'missedPunchPoints',
  missed_break: 'missedBreakPoints',
  short_break: 'shortBreakPoints',
  unscheduled_overtime: 'unscheduledOvertimePoints',
};

export function pointsOf(infraction: Pick<FoundInfraction, 'kind' | 'minutes' | 'customPoints'>, policy: PointsPolicy | null): number {
  if (infraction.kind === 'custom') return infraction.customPoints ?? 0;
  if (!policy) return 0;
  const minutes = infraction.minutes ?? 0;
  if (infraction.kind === 'late') return minutes <= policy.lateBandMinutes ? policy.latePoints : policy.lateBeyondPoints;
  if (infraction.kind === 'early_leave')
    return minutes <= policy.earlyLeaveBandMinutes ? policy.earlyLeavePoints : policy.earlyLeaveBeyondPoints;
  return policy[FLAT[infraction.kind]] as number;
}

/** '1 point', '0.5 points', '−1 point'. */
export function pointsText(points: number): string {
  const sign = points < 0 ? '−' : '';
  const size = Math.abs(points);
  const figure = Number.isInteger(size) ? String(size) : size.toFixed(2).replace(/0$/, '');
  return `${sign}${figure} ${size === 1 ? 'point' : 'points'}`;
}
