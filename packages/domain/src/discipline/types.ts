// Types of attendance discipline (issue 34, docs/discipline.md). Points are kept in hundredths
// (integers) inside the rules, so sums never drift; they leave as numbers with two decimals.

export type InfractionKindName =
  'late' | 'early_leave' | 'no_show' | 'missed_punch' | 'missed_break' | 'short_break' | 'unscheduled_overtime' | 'custom';

/** What a policy counts: points per kind (0: not counted) and the minute bands. */
export type PointsPolicy = {
  lateBandMinutes: number;
  latePoints: number;
  lateBeyondPoints: number;
  earlyLeaveBandMinutes: number;
  earlyLeavePoints: number;
  earlyLeaveBeyondPoints: number;
  noShowPoints: number;
  missedPunchPoints: number;
  missedBreakPoints: number;
  shortBreakPoints: number;
  unscheduledOvertimeMinutes: number;
  unscheduledOvertimePoints: number;
};

/** How points fall off and what they raise. */
export type FallOffPolicy = {
  /** Each infraction's points expire this many days after it; null: never. */
  expireAfterDays: number | null;
  /** After each stretch of this many days without an infraction, rewardPoints come off; null: no reward. */
  rewardDays: number | null;
  rewardPoints: number;
  /** Rising points at which an event is raised. */
  thresholds: readonly { points: number; eventTypeId: number; eventType: string }[];
};

/** An infraction found (or recorded), before the policy's points. */
export type FoundInfraction = {
  key: string;
  kind: InfractionKindName;
  date: string;
  minutes: number | null;
  description: string;
  shiftId: number | null;
  customId: number | null;
  /** A custom infraction's points come from its type; found ones from the policy. */
  customPoints?: number;
  typeName?: string;
};

/** An infraction with its points under the policy, and whether it was excused. */
export type PointedInfraction = FoundInfraction & { points: number; excused: boolean; excuseText?: string };

export type PointsEntryKind = 'infraction' | 'excused' | 'expired' | 'reward';

export type PointsEntry = { date: string; kind: PointsEntryKind; delta: number; balance: number; text: string; key: string | null };

/** A threshold reached: balance went from below it to at or above it that day. */
export type Crossing = {
  threshold: number;
  eventTypeId: number;
  eventType: string;
  date: string;
  balance: number;
  /** The infractions whose points made up the balance then. */
  counted: { key: string; description: string }[];
};

export type PointsLedger = {
  entries: PointsEntry[];
  balance: number;
  nextExpiry: { date: string; points: number } | null;
  crossings: Crossing[];
};
