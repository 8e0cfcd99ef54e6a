// Time off accrual (issue 20): the policy a worker accrues under and the ledger it produces.
// Amounts are in the unit of the policy's time off code (hours or days) and never converted:
// hours stay hours. Inside the ledger they are whole ten-thousandths of that unit (QUANTUM) so
// that adding entries up is exact and a ledger recomputed from scratch equals itself, always.

/** Ten-thousandths: 0.0385 h per hour worked is kept exactly. */
export const QUANTUM = 10_000;

export type TimeOffUnit = 'hours' | 'days';

/**
 * How a policy earns time:
 * - perHour: `rate` per hour worked, credited at the end of each workweek;
 * - perPayPeriod, monthly, yearly: `rate` per period, credited at its start (front-loaded) or
 *   its end (accrued); yearly accrued is credited as twelve monthly parts;
 * - none: nothing is earned (a policy that only tracks use, or grants by adjustment).
 */
export type AccrualMethod = 'perHour' | 'perPayPeriod' | 'monthly' | 'yearly' | 'none';

/** From `afterMonths` of service on, the rate is `rate` (the highest tier reached wins). */
export type TenureTier = { afterMonths: number; rate: number };

export type AccrualPolicy = {
  id: number;
  name: string;
  unit: TimeOffUnit;
  method: AccrualMethod;
  frontLoaded: boolean;
  rate: number;
  tiers: readonly TenureTier[];
  /** Days after hire before anything is earned. */
  waitingDays: number;
  /** The balance never grows past this by accrual (null: no cap). */
  balanceCap: number | null;
  /** At most this much is earned in a calendar year (null: no cap). */
  yearlyCap: number | null;
  /** At year end, at most this much is carried into the new year (null: all of it). */
  carryOverLimit: number | null;
  /** What was carried over and is still unused this many months into the year expires (null: never). */
  carryOverExpiryMonths: number | null;
  allowNegative: boolean;
};

/** A worker's policy from a day on (to the day before the next assignment). */
export type PolicyAssignment = { policy: AccrualPolicy; from: string };

/** A change to the balance from outside the policy: time off taken, or an adjustment by a manager. */
export type LedgerMovement = { date: string; amount: number; note: string; ref?: string };

export type LedgerInput = {
  hireDate: string | null;
  assignments: readonly PolicyAssignment[];
  /** Seconds worked per local date (from the time cards); dates without work may be absent. */
  worked: ReadonlyMap<string, number>;
  /** Approved time off of the policy's code, as positive amounts (they lower the balance). */
  uses: readonly LedgerMovement[];
  /** Manager adjustments, signed. */
  adjustments: readonly LedgerMovement[];
  /** The pay period holding a date (the organization's payroll settings). */
  payPeriodOf: (date: string) => { start: string; end: string };
  /** The first day of the workweek, 0 = Sunday. */
  weekStartsOn: number;
  /** The ledger runs through this date, inclusive. */
  asOf: string;
};

export type LedgerEntryKind = 'accrual' | 'use' | 'adjustment' | 'carryOver' | 'expiry';

export type LedgerEntry = {
  date: string;
  kind: LedgerEntryKind;
  /** Signed, in the policy's unit. */
  amount: number;
  /** The balance after this entry. */
  balance: number;
  unit: TimeOffUnit;
  policyId: number | null;
  /** Why the entry exists, in words: '0.0385 h per hour worked × 38.5 h worked in the week of 16 Nov'. */
  why: string;
  ref?: string;
};
