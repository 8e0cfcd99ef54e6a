import { describe, expect, it } from 'vitest';
import { addBillingMonths, billingPeriod } from './periods';
import { devicesForSeats, periodCharge, seatsRefusal, type BillingPlan } from './plans';

const plan: BillingPlan = { id: 'standard', name: 'Standard', seatPriceCents: 600, currency: 'USD', seatsPerBlock: 10, devicesPerBlock: 1 };

describe('plans', () => {
  it('includes clocks per started block of seats', () => {
    expect(devicesForSeats(plan, 1)).toBe(1);
    expect(devicesForSeats(plan, 10)).toBe(1);
    expect(devicesForSeats(plan, 11)).toBe(2);
    expect(devicesForSeats({ seatsPerBlock: 5, devicesPerBlock: 2 }, 12)).toBe(6);
  });

  it('charges plan × seats in cents', () => {
    expect(periodCharge(plan, 25)).toEqual({
      lines: [{ description: 'Standard plan, per seat', quantity: 25, unitAmountCents: 600, amountCents: 15_000 }],
      totalCents: 15_000,
    });
  });

  it('refuses fewer seats than in use, and seats out of bounds', () => {
    expect(seatsRefusal(3, 5)).toBe('You use 5 seats: choose at least 5, or deactivate users first.');
    expect(seatsRefusal(5, 5)).toBeNull();
    expect(seatsRefusal(0, 0)).toMatch(/whole number/);
    expect(seatsRefusal(2.5, 0)).toMatch(/whole number/);
  });
});

describe('billing periods', () => {
  it('are calendar months, clamped at the month end', () => {
    expect(addBillingMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addBillingMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addBillingMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(billingPeriod('2026-03-01')).toEqual({ start: '2026-03-01', end: '2026-03-31', next: '2026-04-01' });
  });
});

describe('invoice amounts', () => {
  it('read in the money format with the currency, zero shown', async () => {
    const { formatCents } = await import('./money');
    expect(formatCents(123_456, 'USD', { payAccuracy: 2 })).toBe('1,234.56 USD');
    expect(formatCents(0, 'EUR', { payAccuracy: 2 })).toBe('0.00 EUR');
    expect(formatCents(150, 'USD', { payAccuracy: 0 })).toBe('2 USD');
  });
});
