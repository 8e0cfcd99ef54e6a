import type { LedgerEntry, TimeOffUnit } from '@punchline/domain';

// Time off balances as GET timeoff/balances and timeoff/balances/{employeeId} answer them (issue
// 20): the server builds them, the console shows them.

/** A worker's balance of one code, the ledger's summary. */
export type TimeOffBalance = {
  employeeId: number;
  codeId: number;
  unit: TimeOffUnit;
  /** The policy in force on asOf, if any. */
  policy: { id: number; name: string; allowNegative: boolean } | null;
  /** The balance on asOf. */
  balance: number;
  /** Approved time off dated after asOf: not taken yet, already promised. */
  scheduled: number;
  /** Requested and not decided yet. */
  pending: number;
  /** What is left to ask for: the balance less what is scheduled and pending. */
  available: number;
};

/** A worker's whole ledger of one code, each entry with why it exists. */
export type TimeOffLedger = TimeOffBalance & { entries: LedgerEntry[] };

/** A line of the balances page. */
export type TimeOffBalanceLine = TimeOffBalance & { employeeName: string; codeName: string };
