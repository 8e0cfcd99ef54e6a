import { payPeriodFor } from '../time/pay-periods';
import type { AccrualPolicy, LedgerInput } from './types';

/** A policy for tests: 1 h per pay period, accrued, no caps, unless told otherwise. */
export function policy(over: Partial<AccrualPolicy> = {}): AccrualPolicy {
  return {
    id: 1,
    name: 'Vacation',
    unit: 'hours',
    method: 'perPayPeriod',
    frontLoaded: false,
    rate: 1,
    tiers: [],
    waitingDays: 0,
    balanceCap: null,
    yearlyCap: null,
    carryOverLimit: null,
    carryOverExpiryMonths: null,
    allowNegative: false,
    ...over,
  };
}

/** A ledger input with biweekly pay periods from Sunday 4 Jan 2026 and Sunday workweeks. */
export function ledgerInput(over: Partial<LedgerInput> = {}): LedgerInput {
  return {
    hireDate: null,
    assignments: [{ policy: policy(), from: '2026-01-01' }],
    worked: new Map(),
    uses: [],
    adjustments: [],
    payPeriodOf: (date) => payPeriodFor(date, { payPeriodType: 'biweek', payPeriodStarts: 1 }),
    weekStartsOn: 0,
    asOf: '2026-12-31',
    ...over,
  };
}
