// Plans as data (the billing_plans table): a price per seat and a month, and clocks included per
// block of seats. Money in integer cents (GUIDE: never binary floating point).

export type BillingPlan = {
  id: string;
  name: string;
  /** Price of one seat for one month, in the currency's minor unit (cents). */
  seatPriceCents: number;
  currency: string;
  /** Clocks included: devicesPerBlock for every started block of seatsPerBlock seats. */
  seatsPerBlock: number;
  devicesPerBlock: number;
};

export type InvoiceLine = { description: string; quantity: number; unitAmountCents: number; amountCents: number };

/** The smallest and largest number of seats a subscription can have. */
export const MIN_SEATS = 1;
export const MAX_SEATS = 10_000;

/**
 * Clocks a plan includes for `seats` seats: devicesPerBlock per started block.
 * @example devicesForSeats({ seatsPerBlock: 10, devicesPerBlock: 1 }, 25) // 3
 */
export function devicesForSeats(plan: Pick<BillingPlan, 'seatsPerBlock' | 'devicesPerBlock'>, seats: number): number {
  return Math.ceil(seats / plan.seatsPerBlock) * plan.devicesPerBlock;
}

/** One month of a plan for `seats` seats: its lines (plan × seats) and total. */
export function periodCharge(plan: BillingPlan, seats: number): { lines: InvoiceLine[]; totalCents: number } {
  const amountCents = plan.seatPriceCents * seats;
  return {
    lines: [{ description: `${plan.name} plan, per seat`, quantity: seats, unitAmountCents: plan.seatPriceCents, amountCents }],
    totalCents: amountCents,
  };
}

/**
 * Why `seats` cannot be chosen (null when it can): out of bounds, or fewer than those in use.
 * @example seatsRefusal(3, 5) // 'You use 5 seats: choose at least 5, or deactivate users first.'
 */
export function seatsRefusal(seats: number, inUse: number): string | null {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS)
    return `Seats must be a whole number from ${MIN_SEATS} to ${MAX_SEATS}.`;
  if (seats < inUse) return `You use ${inUse} seats: choose at least ${inUse}, or deactivate users first.`;
  return null;
}
