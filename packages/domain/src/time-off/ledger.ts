import { civilFromDay, dayFromCivil, dayFromIso, dayLabel, isoFromDay, weekdayOf } from '../time/civil';
import { creditPeriod, eligibleFrom, formatAmount, hoursText, rateOn, toQuanta } from './accrual-rules';
import { QUANTUM, type AccrualPolicy, type LedgerEntry, type LedgerInput, type LedgerMovement } from './types';

// The balance ledger (issue 20). The reference products accrue in a nightly job that misses days
// and cannot be replayed; here the ledger is a pure fold over the days from the first assignment
// (or movement) to `asOf`: every accrual, use, adjustment, carry-over and expiry is derived from
// the policy, the hours worked and the approved time off, so changing any of them and running it
// again gives the new ledger, and each entry says why it exists.
//
// Within a day: year end (carry-over and what is over its limit), expiry of unused carry-over,
// the day's accrual, then adjustments, then time off taken.

/** Everything the fold carries from one day to the next (amounts in quanta). */
export type LedgerState = {
  /** The next day to process (a day number). */
  day: number;
  balance: number;
  /** Earned so far in the calendar year (for the yearly cap). */
  yearAccrued: number;
  /** Carried over at the last year end and not used since. */
  carriedLeft: number;
  /** The day the carried-over rest expires, if it does. */
  expiresOn: number | null;
  /** Seconds worked this workweek on days the worker could earn (per-hour policies). */
  weekSeconds: number;
};

/** Where a ledger starts: the first assignment or movement, whichever is earlier. */
export function ledgerStart(input: LedgerInput): LedgerState {
  const dates = [...input.assignments.map((a) => a.from), ...input.uses.map((u) => u.date), ...input.adjustments.map((a) => a.date)];
  const first = dates.length === 0 ? dayFromIso(input.asOf) + 1 : Math.min(...dates.map(dayFromIso));
  return { day: first, balance: 0, yearAccrued: 0, carriedLeft: 0, expiresOn: null, weekSeconds: 0 };
}

/** The policy in force on a day (assignments are taken in date order). */
function policyOn(input: LedgerInput, day: number): { policy: AccrualPolicy; from: number } | null {
  let found: { policy: AccrualPolicy; from: number } | null = null;
  for (const a of input.assignments) {
    const from = dayFromIso(a.from);
    if (from <= day && (found === null || from >= found.from)) found = { policy: a.policy, from };
  }
  return found;
}

function byDay(list: readonly LedgerMovement[]): Map<number, LedgerMovement[]> {
  const map = new Map<number, LedgerMovement[]>();
  for (const m of list) {
    const d = dayFromIso(m.date);
    map.set(d, [...(map.get(d) ?? []), m]);
  }
  return map;
}

/** Runs the ledger from `state` through `throughDate` (inclusive); returns the entries and the state after. */
export function runLedger(input: LedgerInput, state: LedgerState, throughDate: string): { entries: LedgerEntry[]; state: LedgerState } {
  const s = { ...state };
  const entries: LedgerEntry[] = [];
  const hireDay = input.hireDate === null ? null : dayFromIso(input.hireDate);
  const uses = byDay(input.uses);
  const adjustments = byDay(input.adjustments);
  const last = dayFromIso(throughDate);
  const weekEnd = (input.weekStartsOn + 6) % 7;
  // No year end is processed on the ledger's first day: nothing came before it.
  const firstDay = ledgerStart(input).day;

  const push = (day: number, kind: LedgerEntry['kind'], q: number, policy: AccrualPolicy | null, why: string, ref?: string) => {
    s.balance += q;
    const entry: LedgerEntry = {
      date: isoFromDay(day),
      kind,
      amount: q / QUANTUM,
      balance: s.balance / QUANTUM,
      unit: policy?.unit ?? input.assignments[0]?.policy.unit ?? 'hours',
      policyId: policy?.id ?? null,
      why,
    };
    if (ref !== undefined) entry.ref = ref;
    entries.push(entry);
  };

  /** Caps an accrual by the yearly cap and the balance cap, saying which one bit. */
  const credit = (day: number, policy: AccrualPolicy, raw: number, why: string) => {
    let q = raw;
    const notes: string[] = [];
    if (policy.yearlyCap !== null) {
      const room = Math.max(0, toQuanta(policy.yearlyCap) - s.yearAccrued);
      if (q > room) {
        q = room;
        notes.push(`yearly cap of ${formatAmount(toQuanta(policy.yearlyCap), policy.unit)} reached`);
      }
    }
    if (policy.balanceCap !== null) {
      const room = Math.max(0, toQuanta(policy.balanceCap) - s.balance);
      if (q > room) {
        q = room;
        notes.push(`balance cap of ${formatAmount(toQuanta(policy.balanceCap), policy.unit)} reached`);
      }
    }
    if (raw <= 0) return;
    s.yearAccrued += q;
    push(day, 'accrual', q, policy, notes.length > 0 ? `${why}; ${notes.join('; ')}` : why);
  };

  for (let day = s.day; day <= last; day++) {
    const c = civilFromDay(day);
    // Year end: what is over the carry-over limit is forfeited, the rest carried (first-in, first-used).
    if (c.month === 1 && c.day === 1 && day > firstDay) {
      const previous = policyOn(input, day - 1)?.policy ?? null;
      const limit = previous?.carryOverLimit ?? null;
      if (previous && limit !== null && s.balance > toQuanta(limit)) {
        const over = s.balance - toQuanta(limit);
        push(
          day,
          'expiry',
          -over,
          previous,
          `Over the carry-over limit of ${formatAmount(toQuanta(limit), previous.unit)} at the end of ${c.year - 1}`,
        );
      }
      const carried = Math.max(0, s.balance);
      s.carriedLeft = carried;
      s.expiresOn = null;
      s.yearAccrued = 0;
      if (previous && carried > 0) {
        const months = previous.carryOverExpiryMonths;
        if (months !== null) s.expiresOn = dayFromCivil(c.year + Math.floor(months / 12), (months % 12) + 1, 1);
        const until =
          s.expiresOn === null ? '' : `; what is unused expires on ${dayLabel(s.expiresOn).slice(4)} ${civilFromDay(s.expiresOn).year}`;
        push(day, 'carryOver', 0, previous, `${formatAmount(carried, previous.unit)} carried over into ${c.year}${until}`);
      }
    }
    const current = policyOn(input, day);
    if (s.expiresOn === day) {
      const lapse = Math.min(s.carriedLeft, Math.max(0, s.balance));
      if (lapse > 0 && current)
        push(day, 'expiry', -lapse, current.policy, `Carried over and not used by ${dayLabel(day).slice(4)} ${c.year}`);
      s.carriedLeft = 0;
      s.expiresOn = null;
    }
    if (current) accrue(day, current.policy, current.from);
    for (const a of adjustments.get(day) ?? [])
      push(day, 'adjustment', toQuanta(a.amount), current?.policy ?? null, a.note || 'Adjustment', a.ref);
    for (const u of uses.get(day) ?? []) {
      const q = toQuanta(u.amount);
      s.carriedLeft = Math.max(0, s.carriedLeft - q);
      push(day, 'use', -q, current?.policy ?? null, u.note || 'Time off taken', u.ref);
    }
  }
  s.day = Math.max(s.day, last + 1);
  return { entries, state: s };

  function accrue(day: number, policy: AccrualPolicy, assignedFrom: number) {
    const eligible = Math.max(eligibleFrom(policy, hireDay), assignedFrom);
    const { rate, tier } = rateOn(policy, hireDay, day);
    const tierText = tier === null ? '' : ` (after ${tier} months of service)`;
    const unit = policy.unit === 'hours' ? 'h' : 'days';
    if (policy.method === 'perHour') {
      if (day >= eligible) s.weekSeconds += input.worked.get(isoFromDay(day)) ?? 0;
      if (weekdayOf(day) !== weekEnd) return;
      const seconds = s.weekSeconds;
      s.weekSeconds = 0;
      if (seconds <= 0) return;
      const q = Math.round((toQuanta(rate) * seconds) / 3600);
      credit(
        day,
        policy,
        q,
        `${rate} ${unit} per hour worked${tierText} × ${hoursText(seconds)} h worked in the week of ${dayLabel(day - 6).slice(4)}`,
      );
      return;
    }
    const period = creditPeriod(policy, rate, day, input.payPeriodOf, isoFromDay);
    if (period === null) return;
    const first = Math.max(period.start, eligible);
    if (first > period.end || day !== (policy.frontLoaded ? first : period.end)) return;
    const days = period.end - first + 1;
    const length = period.end - period.start + 1;
    const perPeriod = Number(period.rate.toFixed(6));
    const part = days === length ? '' : ` × ${days}/${length} days (from ${dayLabel(first).slice(4)})`;
    const timing = policy.frontLoaded ? 'front-loaded' : 'accrued';
    credit(
      day,
      policy,
      Math.round((toQuanta(period.rate) * days) / length),
      `${perPeriod} ${unit} per ${period.per}${part}${tierText}, ${timing} for the ${period.label}`,
    );
  }
}

/** The whole ledger through `asOf`, from scratch. */
export function computeLedger(input: LedgerInput): { entries: LedgerEntry[]; balance: number } {
  const { entries, state } = runLedger(input, ledgerStart(input), input.asOf);
  return { entries, balance: state.balance / QUANTUM };
}
