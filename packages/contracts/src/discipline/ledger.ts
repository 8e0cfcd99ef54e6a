import { z } from 'zod';
import { queryDateSchema } from '../dates';
import { disciplineEventSchema } from './events';

// A worker's points ledger (issue 34): every entry says what it is, and the balance after it.

export const LEDGER_ENTRY_KINDS = ['infraction', 'excused', 'expired', 'reward'] as const;

export const pointsEntrySchema = z.object({
  date: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  delta: z.number().describe('Signed points; 0 for an excused infraction, listed so the ledger says why it did not count.'),
  balance: z.number(),
  text: z.string(),
  key: z.string().nullable().describe('The infraction the entry is about.'),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const disciplineLedgerSchema = z.object({
  employeeId: z.number(),
  worker: z.string(),
  policy: z.object({ id: z.number(), name: z.string() }).nullable(),
  from: z.string(),
  asOf: z.string(),
  balance: z.number(),
  nextExpiry: z.object({ date: z.string(), points: z.number() }).nullable(),
  thresholds: z.array(z.object({ points: z.number(), eventType: z.string() })),
  entries: z.array(pointsEntrySchema),
  events: z.array(disciplineEventSchema),
});
export type DisciplineLedger = z.infer<typeof disciplineLedgerSchema>;

export const disciplineLedgerQuerySchema = z.object({ asOf: queryDateSchema().optional() });
export const disciplineLedgerAnswerSchema = z.object({ result: disciplineLedgerSchema });
