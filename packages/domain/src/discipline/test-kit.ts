import type { PointsPolicy } from './types';

// What the discipline rules' tests and bench share: the issue's example policy (the defaults of
// Settings → Attendance → Policies): late or leaving early by up to 15 minutes 0.5 point, beyond it
// 1 point; a no-show 2 points; a missed punch 0.5; breaks and overtime not counted.
export const EXAMPLE_POINTS: PointsPolicy = {
  lateBandMinutes: 15,
  latePoints: 0.5,
  lateBeyondPoints: 1,
  earlyLeaveBandMinutes: 15,
  earlyLeavePoints: 0.5,
  earlyLeaveBeyondPoints: 1,
  noShowPoints: 2,
  missedPunchPoints: 0.5,
  missedBreakPoints: 0,
  shortBreakPoints: 0,
  unscheduledOvertimeMinutes: 30,
  unscheduledOvertimePoints: 0,
};
