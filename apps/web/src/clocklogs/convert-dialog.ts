import type { ConvertCosting, ShiftData } from '@punchline/contracts';
import { EMPTY_COSTING_SELECTION, type CostingErrors, type CostingSelection } from '@punchline/domain';
import type { AttachChoice } from './clock-logs-api';

// What the convert-to-punch dialog (SPEC section 4) offers and sends, apart from React.

export const CONVERTED = 'Successfully converted to punch';

/** One choice of the dialog: a button's text and what it sends. */
export type ConvertOption = { label: string; choice: AttachChoice };

/** Per pair, the sides the clock log may fill (only eligible ones: the log neighbours the gap). */
export function pairOptions(pair: ShiftData['punches'][number]): ConvertOption[] {
  const options: ConvertOption[] = [];
  if (pair.inEligible) options.push({ label: 'Assign as IN', choice: { punch: pair.id, type: 'in' } });
  if (pair.outEligible) options.push({ label: 'Assign as OUT', choice: { punch: pair.id, type: 'out' } });
  return options;
}

/** How near the attempt another punch of the worker must be for the dialog to warn of a double punch. */
export const NEARBY_MINUTES = 10;

export type NearbyPunch = { at: string; type: 'in' | 'out'; minutes: number };

/** The worker's punch closest to the attempt, when it is within `minutes`: converting may record it twice. */
export function nearbyPunch(data: Pick<ShiftData, 'at' | 'punches'>, minutes = NEARBY_MINUTES): NearbyPunch | null {
  const attempt = Date.parse(data.at);
  let nearest: NearbyPunch | null = null;
  for (const pair of data.punches) {
    for (const [type, at] of [
      ['in', pair.inDt],
      ['out', pair.outDt],
    ] as const) {
      if (at === null) continue;
      const away = Math.round(Math.abs(Date.parse(at) - attempt) / 60_000);
      if (away <= minutes && (nearest === null || away < nearest.minutes)) nearest = { at, type, minutes: away };
    }
  }
  return nearest;
}

/** The attempt as the dialog names it: 'Clock-out attempt', 'Clock-in attempt', or 'Attempt' when the clock did not say. */
export function attemptLabel(type: ShiftData['type']): string {
  return type === 'in' ? 'Clock-in attempt' : type === 'out' ? 'Clock-out attempt' : 'Attempt';
}

/** New punches are always possible. */
export const NEW_OPTIONS: readonly ConvertOption[] = [
  { label: 'New IN', choice: { punch: 'new', type: 'in' } },
  { label: 'New OUT', choice: { punch: 'new', type: 'out' } },
];

/** The dialog starts from the costing the clock recorded with the attempt. */
export function initialCosting(data: Pick<ShiftData, 'job' | 'jobCategory' | 'jobPhase' | 'costCode'>): CostingSelection {
  return { ...EMPTY_COSTING_SELECTION, job: data.job, jobCategory: data.jobCategory, jobPhase: data.jobPhase, costCode: data.costCode };
}

export const costingBody = (s: CostingSelection): ConvertCosting => ({
  job: s.job,
  jobCategory: s.jobCategory,
  jobPhase: s.jobPhase,
  costCode: s.costCode,
});

const COSTING_KEYS = ['jobLabel', 'jobCategory', 'job', 'jobPhase', 'costCode', 'costingIsPartial'];

/** A refusal's field errors split: costing messages go under the pickers, the rest above. */
export function splitErrors(body: unknown): { costing: CostingErrors; other: Record<string, string[]> } {
  const costing: CostingErrors = {};
  const other: Record<string, string[]> = {};
  if (body === null || typeof body !== 'object') return { costing, other };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (!Array.isArray(value)) continue;
    if (COSTING_KEYS.includes(key)) costing[key as keyof CostingErrors] = value.map(String);
    else other[key] = value.map(String);
  }
  return { costing, other };
}
