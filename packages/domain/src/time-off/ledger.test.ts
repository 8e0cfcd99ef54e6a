import { describe, expect, it } from 'vitest';
import { computeLedger } from './ledger';
import { ledgerInput, policy } from './test-kit';

// Worked examples of each accrual rule (issue 20). Pay periods are biweekly from Sunday 4 Jan 2026,
// workweeks start on Sunday (test-kit.ts).

const kinds = (r: ReturnType<typeof computeLedger>) => r.entries.map((e) => `${e.date} ${e.kind} ${e.amount} → ${e.balance}`);

describe('per hour worked', () => {
  it('credits the rate times the hours worked at the end of each workweek, and says so', () => {
    const worked = new Map([
      ['2026-11-16', 8 * 3600],
      ['2026-11-17', 8 * 3600],
      ['2026-11-18', 8 * 3600],
      ['2026-11-19', 8 * 3600],
      ['2026-11-20', 6.5 * 3600],
    ]);
    const r = computeLedger(
      ledgerInput({
        assignments: [{ policy: policy({ method: 'perHour', rate: 0.0385 }), from: '2026-11-01' }],
        worked,
        asOf: '2026-11-30',
      }),
    );
    expect(kinds(r)).toEqual(['2026-11-21 accrual 1.4823 → 1.4823']);
    expect(r.entries[0]?.why).toBe('0.0385 h per hour worked × 38.5 h worked in the week of 15 Nov');
  });

  it('does not credit a week that has not ended by asOf', () => {
    const worked = new Map([['2026-11-16', 8 * 3600]]);
    const input = ledgerInput({ assignments: [{ policy: policy({ method: 'perHour', rate: 0.05 }), from: '2026-11-01' }], worked });
    expect(computeLedger({ ...input, asOf: '2026-11-20' }).entries).toEqual([]);
    expect(computeLedger({ ...input, asOf: '2026-11-21' }).balance).toBe(0.4);
  });

  it('counts no hours before the waiting period ends', () => {
    const worked = new Map([
      ['2026-03-02', 10 * 3600],
      ['2026-03-05', 10 * 3600],
    ]);
    const p = policy({ method: 'perHour', rate: 0.1, waitingDays: 3 });
    const r = computeLedger(
      ledgerInput({ hireDate: '2026-03-01', assignments: [{ policy: p, from: '2026-03-01' }], worked, asOf: '2026-03-31' }),
    );
    expect(r.balance).toBe(1); // only the 5th: the 2nd is inside the three waiting days
  });
});

describe('per pay period', () => {
  it('credits at the end of each period, prorating a worker hired mid-period', () => {
    const p = policy({ rate: 4 });
    const r = computeLedger(ledgerInput({ hireDate: '2026-01-08', assignments: [{ policy: p, from: '2026-01-08' }], asOf: '2026-01-31' }));
    // Period 4–17 Jan: hired the 8th, 10 of 14 days → 2.8571 h; period 18–31 Jan: 4 h.
    expect(kinds(r)).toEqual(['2026-01-17 accrual 2.8571 → 2.8571', '2026-01-31 accrual 4 → 6.8571']);
    expect(r.entries[0]?.why).toBe('4 h per pay period × 10/14 days (from 8 Jan), accrued for the pay period 4 Jan–17 Jan');
  });

  it('front-loads at the start of each period', () => {
    const p = policy({ rate: 4, frontLoaded: true });
    const r = computeLedger(ledgerInput({ assignments: [{ policy: p, from: '2026-01-04' }], asOf: '2026-01-18' }));
    expect(kinds(r)).toEqual(['2026-01-04 accrual 4 → 4', '2026-01-18 accrual 4 → 8']);
  });
});

describe('monthly and yearly', () => {
  it('monthly accrued credits at each month end', () => {
    const p = policy({ method: 'monthly', rate: 8 });
    const r = computeLedger(ledgerInput({ assignments: [{ policy: p, from: '2026-01-01' }], asOf: '2026-03-30' }));
    expect(kinds(r)).toEqual(['2026-01-31 accrual 8 → 8', '2026-02-28 accrual 8 → 16']);
    expect(r.entries[1]?.why).toBe('8 h per month, accrued for the month of Feb 2026');
  });

  it('yearly front-loaded prorates a mid-year hire by the days of a leap year', () => {
    const p = policy({ method: 'yearly', rate: 80, frontLoaded: true });
    const r = computeLedger(ledgerInput({ hireDate: '2028-07-01', assignments: [{ policy: p, from: '2028-07-01' }], asOf: '2029-01-01' }));
    // 1 Jul–31 Dec 2028 is 184 of 366 days: 80 × 184 / 366 = 40.2186 h; then the whole of 2029.
    expect(kinds(r)).toEqual([
      '2028-07-01 accrual 40.2186 → 40.2186',
      '2029-01-01 carryOver 0 → 40.2186',
      '2029-01-01 accrual 80 → 120.2186',
    ]);
    expect(r.entries[0]?.why).toBe('80 h per year × 184/366 days (from 1 Jul), front-loaded for the year 2028');
  });

  it('yearly accrued credits a twelfth at each month end', () => {
    const p = policy({ method: 'yearly', rate: 12, unit: 'days' });
    const r = computeLedger(ledgerInput({ assignments: [{ policy: p, from: '2026-01-01' }], asOf: '2026-02-28' }));
    expect(kinds(r)).toEqual(['2026-01-31 accrual 1 → 1', '2026-02-28 accrual 1 → 2']);
    expect(r.entries[0]?.why).toBe('1 days per month (a twelfth of 12 days a year), accrued for the month of Jan 2026');
  });
});

describe('tenure tiers', () => {
  it('changes the rate once the months of service are reached', () => {
    const p = policy({
      method: 'monthly',
      rate: 8,
      tiers: [
        { afterMonths: 12, rate: 10 },
        { afterMonths: 60, rate: 12 },
      ],
    });
    const r = computeLedger(ledgerInput({ hireDate: '2025-02-15', assignments: [{ policy: p, from: '2026-01-01' }], asOf: '2026-03-31' }));
    // 12 months complete on 15 Feb 2026: January at 8, February (credited the 28th) and March at 10.
    expect(r.entries.map((e) => e.amount)).toEqual([8, 10, 10]);
    expect(r.entries[1]?.why).toBe('10 h per month (after 12 months of service), accrued for the month of Feb 2026');
  });
});

describe('caps', () => {
  it('stops the balance at the balance cap and says why', () => {
    const p = policy({ method: 'monthly', rate: 10, balanceCap: 25 });
    const r = computeLedger(ledgerInput({ assignments: [{ policy: p, from: '2026-01-01' }], asOf: '2026-04-30' }));
    expect(r.entries.map((e) => e.amount)).toEqual([10, 10, 5, 0]);
    expect(r.entries[2]?.why).toContain('balance cap of 25 h reached');
  });

  it('earns again under the cap once time off is taken', () => {
    const p = policy({ method: 'monthly', rate: 10, balanceCap: 20 });
    const r = computeLedger(
      ledgerInput({
        assignments: [{ policy: p, from: '2026-01-01' }],
        uses: [{ date: '2026-03-10', amount: 8, note: 'Vacation' }],
        asOf: '2026-03-31',
      }),
    );
    expect(kinds(r)).toEqual([
      '2026-01-31 accrual 10 → 10',
      '2026-02-28 accrual 10 → 20',
      '2026-03-10 use -8 → 12',
      '2026-03-31 accrual 8 → 20',
    ]);
  });

  it('stops earning for the year at the yearly cap, and starts again in the new year', () => {
    const p = policy({ method: 'monthly', rate: 10, yearlyCap: 95 });
    const r = computeLedger(ledgerInput({ assignments: [{ policy: p, from: '2026-01-01' }], asOf: '2027-01-31' }));
    const accruals = r.entries.filter((e) => e.kind === 'accrual').map((e) => e.amount);
    expect(accruals).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 5, 0, 0, 10]);
  });
});

describe('carry-over at year end', () => {
  it('forfeits what is over the limit on 1 January', () => {
    const p = policy({ method: 'none', carryOverLimit: 40 });
    const r = computeLedger(
      ledgerInput({
        assignments: [{ policy: p, from: '2026-01-01' }],
        adjustments: [{ date: '2026-06-01', amount: 56, note: 'Opening balance' }],
        asOf: '2027-01-01',
      }),
    );
    expect(kinds(r)).toEqual(['2026-06-01 adjustment 56 → 56', '2027-01-01 expiry -16 → 40', '2027-01-01 carryOver 0 → 40']);
    expect(r.entries[1]?.why).toBe('Over the carry-over limit of 40 h at the end of 2026');
    expect(r.entries[2]?.why).toBe('40 h carried over into 2027');
  });

  it('expires what was carried over and not used by the expiry, using carried hours first', () => {
    const p = policy({ method: 'none', carryOverExpiryMonths: 3 });
    const r = computeLedger(
      ledgerInput({
        assignments: [{ policy: p, from: '2026-01-01' }],
        adjustments: [
          { date: '2026-06-01', amount: 30, note: 'Opening balance' },
          { date: '2027-02-01', amount: 10, note: 'Bonus' },
        ],
        uses: [{ date: '2027-02-10', amount: 12, note: 'Vacation' }],
        asOf: '2027-04-30',
      }),
    );
    // 30 carried; 12 used (from the carried ones) leaves 18 carried, which expire on 1 April; the 10 stay.
    expect(kinds(r).slice(-2)).toEqual(['2027-02-10 use -12 → 28', '2027-04-01 expiry -18 → 10']);
    expect(r.entries[1]?.why).toBe('30 h carried over into 2027; what is unused expires on 1 Apr 2027');
    expect(r.entries.at(-1)?.why).toBe('Carried over and not used by 1 Apr 2027');
  });
});

describe('units and uses', () => {
  it('keeps a policy in days in days', () => {
    const p = policy({ method: 'monthly', rate: 1.5, unit: 'days' });
    const r = computeLedger(
      ledgerInput({
        assignments: [{ policy: p, from: '2026-01-01' }],
        uses: [{ date: '2026-02-02', amount: 0.5, note: 'Half day' }],
        asOf: '2026-02-28',
      }),
    );
    expect(r.entries.every((e) => e.unit === 'days')).toBe(true);
    expect(r.balance).toBe(2.5);
  });

  it('lets a balance go negative (whether that is allowed is checked when time off is requested)', () => {
    const r = computeLedger(
      ledgerInput({
        assignments: [{ policy: policy({ method: 'none' }), from: '2026-01-01' }],
        uses: [{ date: '2026-02-02', amount: 8, note: '' }],
      }),
    );
    expect(r.balance).toBe(-8);
    expect(r.entries[0]?.why).toBe('Time off taken');
  });

  it('follows a change of policy from its day', () => {
    const r = computeLedger(
      ledgerInput({
        assignments: [
          { policy: policy({ id: 1, method: 'monthly', rate: 5 }), from: '2026-01-01' },
          { policy: policy({ id: 2, method: 'monthly', rate: 8 }), from: '2026-03-01' },
        ],
        asOf: '2026-03-31',
      }),
    );
    expect(r.entries.map((e) => [e.amount, e.policyId])).toEqual([
      [5, 1],
      [5, 1],
      [8, 2],
    ]);
  });
});
