import { z } from 'zod';

// Time off balances as GET timeoff/balances and timeoff/balances/{employeeId} answer them (issue
// 20): the server builds them, the console shows them.

const unit = z.enum(['hours', 'days']);

/** A worker's balance of one code, the ledger's summary. */
export const timeOffBalanceSchema = z.object({
  employeeId: z.number(),
  codeId: z.number(),
  unit,
  policy: z
    .object({ id: z.number(), name: z.string(), allowNegative: z.boolean() })
    .nullable()
    .describe('The policy in force on asOf, if any.'),
  balance: z.number().describe('The balance on asOf.'),
  scheduled: z.number().describe('Approved time off dated after asOf: not taken yet, already promised.'),
  pending: z.number().describe('Requested and not decided yet.'),
  available: z.number().describe('What is left to ask for: the balance less what is scheduled and pending.'),
});
export type TimeOffBalance = z.infer<typeof timeOffBalanceSchema>;

/** One entry of a ledger (packages/domain LedgerEntry). */
export const ledgerEntrySchema = z.object({
  date: z.string(),
  kind: z.enum(['accrual', 'use', 'adjustment', 'carryOver', 'expiry']),
  amount: z.number().describe("Signed, in the policy's unit."),
  balance: z.number().describe('The balance after this entry.'),
  unit,
  policyId: z.number().nullable(),
  why: z.string().describe('Why the entry exists, in words.'),
  ref: z.string().optional(),
});

/** A worker's whole ledger of one code, each entry with why it exists. */
export const timeOffLedgerSchema = timeOffBalanceSchema.extend({ entries: z.array(ledgerEntrySchema) });
export type TimeOffLedger = z.infer<typeof timeOffLedgerSchema>;

/** A line of the balances page. */
export const timeOffBalanceLineSchema = timeOffBalanceSchema.extend({ employeeName: z.string(), codeName: z.string() });
export type TimeOffBalanceLine = z.infer<typeof timeOffBalanceLineSchema>;

/** GET timeoff/balances. */
export const timeOffBalancesAnswerSchema = z.object({ results: z.array(timeOffBalanceLineSchema) });
/** GET timeoff/balances/{employeeId}: the worker's ledgers, one per code, with the code's name. */
export const workerLedgersAnswerSchema = z.object({ results: z.array(timeOffLedgerSchema.extend({ codeName: z.string() })) });
