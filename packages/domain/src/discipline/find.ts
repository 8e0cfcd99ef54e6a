import type { FoundInfraction, PointsPolicy } from './types';

// Infractions found from the facts, never typed in (issue 34): a worker's published shifts, the
// shifts their time card worked out (with the scheduled shift the engine matched each to), the
// punches the card marks missed, and the days they were not expected (approved time off, a
// holiday). Fix a fact and the infraction is not found at the next read.

/** A published shift; instants in epoch seconds. */
export type ScheduledShiftFact = { id: number; date: string; start: number; end: number };

/** A shift of the time card. */
export type WorkedShiftFact = {
  date: string;
  start: number;
  /** The first IN as punched (before rounding, which may hide lateness); null without one. */
  arrived: number | null;
  /** The last OUT as punched; null while open or when it is missing. */
  left: number | null;
  scheduledShiftId: number | null;
  flags: readonly string[];
  /** Punch pairs (an unpaired IN counts at its instant). */
  pairs: readonly { start: number; end: number }[];
};

/** A punch the card marks missed: its pair lacks the other half. */
export type MissedPunchFact = { id: string; date: string; at: number; type: 'in' | 'out' };

export type WorkerFacts = {
  employeeId: number;
  scheduled: readonly ScheduledShiftFact[];
  worked: readonly WorkedShiftFact[];
  missedPunches: readonly MissedPunchFact[];
  /** Local dates of approved time off and holidays: nothing scheduled that day is held against them. */
  excusedDates: ReadonlySet<string>;
  /** Epoch seconds: shifts still to start or end are not judged yet. */
  now: number;
  /** Settings → Shifts → Defaults: the late and early-leave graces, in minutes (as the Tardy report and the SL/LE flags). */
  startLateGrace: number;
  leaveEarlyGrace: number;
};

/** How dates and times read in descriptions (the organization's format preferences). */
export type Describe = { date: (iso: string) => string; time: (epochSeconds: number) => string };

const DEFAULT_OVERTIME_MINUTES = 30;

function punchedDuring(worked: readonly WorkedShiftFact[], start: number, end: number): boolean {
  return worked.some((w) => w.pairs.some((p) => p.start < end && Math.max(p.end, p.start + 1) > start));
}

/** Late arrivals, early leaves, no-shows and unscheduled overtime, against each published shift. */
function againstSchedule(facts: WorkerFacts, policy: PointsPolicy | null, d: Describe): FoundInfraction[] {
  const out: FoundInfraction[] = [];
  const w = `w${facts.employeeId}`;
  const overtimeAfter = (policy?.unscheduledOvertimeMinutes ?? DEFAULT_OVERTIME_MINUTES) * 60;
  // The worked shifts by the scheduled shift matched to them, gathered once: filtering the whole
  // card for each scheduled shift made a year's read quadratic (apps/server/bench/discipline.bench.ts).
  const matched = new Map<number, WorkedShiftFact[]>();
  for (const x of facts.worked) {
    if (x.scheduledShiftId === null) continue;
    const list = matched.get(x.scheduledShiftId);
    if (list) list.push(x);
    else matched.set(x.scheduledShiftId, [x]);
  }
  for (const s of facts.scheduled) {
    if (s.start > facts.now || facts.excusedDates.has(s.date)) continue;
    const mine = matched.get(s.id) ?? [];
    const base = { date: s.date, shiftId: s.id, customId: null };
    if (mine.length === 0) {
      if (s.end <= facts.now && !punchedDuring(facts.worked, s.start, s.end))
        out.push({
          ...base,
          key: `${w}:no_show:s${s.id}`,
          kind: 'no_show',
          minutes: null,
          description: `No-show on ${d.date(s.date)} for the ${d.time(s.start)}–${d.time(s.end)} shift`,
        });
      continue;
    }
    const arrivals = mine.map((x) => x.arrived).filter((a): a is number => a !== null);
    const arrived = arrivals.length > 0 ? Math.min(...arrivals) : null;
    if (arrived !== null && arrived > s.start + facts.startLateGrace * 60) {
      const minutes = Math.floor((arrived - s.start) / 60);
      out.push({
        ...base,
        key: `${w}:late:s${s.id}`,
        kind: 'late',
        minutes,
        description: `Late ${minutes} min on ${d.date(s.date)} against the ${d.time(s.start)} shift`,
      });
    }
    // Leaving is judged once every matched shift is closed and the scheduled end has passed.
    if (s.end > facts.now || mine.some((x) => x.left === null)) continue;
    const left = Math.max(...mine.map((x) => x.left!));
    if (left < s.end - facts.leaveEarlyGrace * 60) {
      const minutes = Math.floor((s.end - left) / 60);
      out.push({
        ...base,
        key: `${w}:early_leave:s${s.id}`,
        kind: 'early_leave',
        minutes,
        description: `Left ${minutes} min early on ${d.date(s.date)}, before the shift's ${d.time(s.end)} end`,
      });
    } else if (left > s.end + overtimeAfter) {
      const minutes = Math.floor((left - s.end) / 60);
      out.push({
        ...base,
        key: `${w}:unscheduled_overtime:s${s.id}`,
        kind: 'unscheduled_overtime',
        minutes,
        description: `Stayed ${minutes} min past the shift's ${d.time(s.end)} end on ${d.date(s.date)}`,
      });
    }
  }
  return out;
}

/** Missed punches, and missed or short breaks, from the card's own flags. */
function fromTheCard(facts: WorkerFacts, d: Describe): FoundInfraction[] {
  const w = `w${facts.employeeId}`;
  const out: FoundInfraction[] = facts.missedPunches.map((p) => ({
    key: `${w}:missed_punch:p${p.id}`,
    kind: 'missed_punch',
    date: p.date,
    minutes: null,
    shiftId: null,
    customId: null,
    description:
      p.type === 'in'
        ? `No OUT after the ${d.time(p.at)} IN on ${d.date(p.date)}`
        : `No IN before the ${d.time(p.at)} OUT on ${d.date(p.date)}`,
  }));
  for (const shift of facts.worked) {
    for (const [flag, kind, words] of [
      ['missed_break', 'missed_break', 'Missed break'],
      ['short_break', 'short_break', 'Short break'],
    ] as const) {
      if (!shift.flags.includes(flag)) continue;
      out.push({
        key: `${w}:${kind}:t${shift.start}`,
        kind,
        date: shift.date,
        minutes: null,
        shiftId: shift.scheduledShiftId,
        customId: null,
        description: `${words} on ${d.date(shift.date)} in the shift from ${d.time(shift.start)}`,
      });
    }
  }
  return out;
}

/** Every infraction the facts show, oldest first (by date, then key). */
export function findInfractions(facts: WorkerFacts, policy: PointsPolicy | null, describe: Describe): FoundInfraction[] {
  return [...againstSchedule(facts, policy, describe), ...fromTheCard(facts, describe)].sort(
    (a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key),
  );
}
