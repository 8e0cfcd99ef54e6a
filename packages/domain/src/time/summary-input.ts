import type { Chunk } from './allocate';
import type { ResolvedPayRule } from './overtime';
import type { RawPair } from './pairing';
import type { DateRange } from './pay-periods';
import type { BuiltShift, ShiftContext } from './shift-build';
import type { TimecardInput } from './timecard-input';
import type { PayClass, PayCode, Punch } from './types';
import type { ZoneClock } from './zone';

/** What a period's time card is shaped from (totals.ts summarize, and its trace: trace-build.ts). */
export type SummaryInput = {
  input: TimecardInput;
  clock: ZoneClock;
  rule: ResolvedPayRule;
  fromDay: number;
  toDay: number;
  period: DateRange;
  built: BuiltShift[];
  /** Raw pairs of the card; a built shift's punches are those of its pair range. */
  pairs: readonly RawPair[];
  chunks: Chunk[];
  punches: readonly Punch[];
  ctx: ShiftContext;
  codes: ReadonlyMap<string, PayCode>;
  classes: ReadonlyMap<string, PayClass>;
};
