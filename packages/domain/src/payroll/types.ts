// The net pay engine's input and output (docs/payroll.md). Pure data: the server gathers it from
// the time cards, pay rates, adjustments and statutory deductions; the engine turns it into the
// lines of a pay summary. Money is a decimal string ("1234.5000"), never a binary float.

/** A decimal amount as a string, e.g. "1234.56". */
export type Money = string;

/** The part of gross-to-net a line belongs to (the `kind` of pay_summary_lines). */
export type PayLineKind =
  | 'hours' // time worked, per pay code (from the time cards)
  | 'salary' // a salaried worker's pay for the period
  | 'time_off' // paid time off on the cards
  | 'holiday' // paid holidays on the cards
  | 'earning' // an adjustment that adds to gross (a bonus)
  | 'reimbursement' // an adjustment paid on top of net, never taxed (mileage)
  | 'deduction' // an adjustment taken from pay (a uniform, a garnishment)
  | 'statutory' // an organization-configured statutory deduction, the employee's share
  | 'employer'; // the employer's share of a statutory deduction: a cost, not taken from pay

/** One explained line of a pay summary. */
export type PayLine = {
  kind: PayLineKind;
  code: string;
  name: string;
  /** Paid seconds, for lines made of time. */
  seconds: number | null;
  /** Rate per hour, or the percent applied, as a decimal string. */
  rate: string | null;
  /** What a percent applied to (statutory: the part under the annual wage base). */
  base: Money | null;
  /** Signed as it acts on net pay: deductions and statutory are negative; employer is positive (a cost). */
  amount: Money;
  /** Whether it counts in taxable gross (pre-tax deductions are not taxable). */
  taxable: boolean;
  /** Where it came from, for people: days and cards, the rate's date, the rule's figures. */
  source: Record<string, unknown>;
};

/** A gross line the server already priced from the cards or the salary (rounded to payAccuracy). */
export type GrossLine = Omit<PayLine, 'kind' | 'base' | 'taxable'> & { kind: 'hours' | 'salary' | 'time_off' | 'holiday' };

/** An adjustment in force for the worker on this run: the code's figures, or the worker's override. */
export type AdjustmentInput = {
  code: string;
  name: string;
  kind: 'earning' | 'reimbursement' | 'deduction';
  /** Earnings: counted in taxable gross. Deductions: false means pre-tax (lowers taxable gross). */
  taxable: boolean;
  calculation: 'fixed' | 'rate_hours' | 'percent';
  /** fixed: the amount; rate_hours: the amount per paid hour. */
  amount: Money | null;
  /** percent: e.g. "5" for 5 %. */
  percent: string | null;
  percentOf: 'gross' | 'after_deductions';
  source: Record<string, unknown>;
};

/** A statutory deduction rule, with what this worker has already paid under it this year. */
export type StatutoryInput = {
  code: string;
  name: string;
  sequence: number;
  calculation: 'percent' | 'fixed';
  employeePercent: string | null;
  employerPercent: string | null;
  fixedAmount: Money | null;
  /** The annual wage base limit; null: no limit. */
  annualWageBase: Money | null;
  /** The base already taxed under this rule in the calendar year, before this run (finalized runs). */
  yearToDateBase: Money;
};

export type NetPayInput = {
  /** Decimal places of amounts (payroll defaults' payAccuracy, 0 to 4). */
  accuracy: number;
  paidSeconds: number;
  gross: GrossLine[];
  adjustments: AdjustmentInput[];
  statutory: StatutoryInput[];
};

export type NetPayResult = {
  /** In the order people read them: gross lines, earnings, pre-tax deductions, statutory, other deductions, reimbursements, employer shares. */
  lines: PayLine[];
  gross: Money;
  taxableGross: Money;
  /** Everything taken from pay (adjustment deductions and statutory), as a positive amount. */
  deductions: Money;
  net: Money;
  /** Gross plus reimbursements plus employer shares. */
  employerCost: Money;
};
