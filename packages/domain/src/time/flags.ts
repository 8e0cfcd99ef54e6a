import type { FlagSettings, Punch } from './types';

/** Flag codes of SPEC section 3 "Punch flag codes", with their letters. */
export const FLAG_LETTERS = {
  added: 'A',
  cred: 'C',
  edited: 'E',
  face: 'F',
  geo: 'G',
  offline: 'O',
  punched: 'P',
  punch_attempted: 'PA',
  tampered: 'T',
  missed: 'M',
  started_early: 'SE',
  started_late: 'SL',
  missed_break: 'MB',
  short_break: 'SB',
  long_break: 'LB',
  left_early: 'LE',
  left_late: 'LL',
  out_of_shift: 'OS',
  prior_shift: 'PS',
  next_shift: 'NS',
  multi_shift: 'MS',
  day_off: 'DO',
  flagged: 'star',
} as const;

export type FlagCode = keyof typeof FLAG_LETTERS;

/**
 * Flags that only say how a punch came to be (punched at a clock, added or edited by hand, the
 * credential used) are no exception; every other flag is something a supervisor looks at, and
 * the dashboard counts it as one (SPEC section 3 Pay period activity exceptionCount).
 */
const INFORMATIONAL_FLAGS: ReadonlySet<FlagCode> = new Set(['punched', 'added', 'edited', 'cred']);
export const isExceptionFlag = (flag: FlagCode): boolean => !INFORMATIONAL_FLAGS.has(flag);

/** What each flag means, as legends and filters name it ('E · Edited'). */
export const FLAG_NAMES: Readonly<Record<FlagCode, string>> = {
  added: 'Added',
  cred: 'Credential',
  edited: 'Edited',
  face: 'Face',
  geo: 'Geo',
  offline: 'Offline',
  punched: 'Punched',
  punch_attempted: 'Punch attempted',
  tampered: 'Tampered',
  missed: 'Missed',
  started_early: 'Started early',
  started_late: 'Started late',
  missed_break: 'Missed break',
  short_break: 'Short break',
  long_break: 'Long break',
  left_early: 'Left early',
  left_late: 'Left late',
  out_of_shift: 'Out of shift',
  prior_shift: 'Prior shift',
  next_shift: 'Next shift',
  multi_shift: 'Multi shift',
  day_off: 'Day off',
  flagged: 'Flagged',
};

/** The flag a letter stands for (the API answers letters: 'PA' → punch_attempted). */
export const FLAG_OF_LETTER: ReadonlyMap<string, FlagCode> = new Map(
  (Object.keys(FLAG_LETTERS) as FlagCode[]).map((code) => [FLAG_LETTERS[code], code]),
);

export const DEFAULT_OFFLINE_TOLERANCE_SEC = 300;

/** Bit of each flag in table order; the engine keeps flags as bit masks and lists them once, at the end. */
export const FLAG_BIT: Readonly<Record<FlagCode, number>> = Object.fromEntries(
  (Object.keys(FLAG_LETTERS) as FlagCode[]).map((f, i) => [f, 1 << i]),
) as Record<FlagCode, number>;

const ORDER = Object.keys(FLAG_LETTERS) as FlagCode[];

/** Mask of the flags that follow from a punch's own record (source, edits, verification). */
export function sourceFlagMask(punch: Punch, toleranceSec: number): number {
  let m = 0;
  const origin = punch.origin;
  if (origin === 'added') m |= FLAG_BIT.added;
  else if (origin === 'clock' || origin === 'mobile' || origin === 'web') m |= FLAG_BIT.punched;
  if (punch.cred === 'failed') m |= FLAG_BIT.cred;
  if (punch.originalAt !== undefined && punch.originalAt !== punch.at) m |= FLAG_BIT.edited;
  if (punch.face === 'failed' || punch.face === 'unverified') m |= FLAG_BIT.face;
  if (punch.geo === 'outside' || punch.geo === 'unknown') m |= FLAG_BIT.geo;
  const late = punch.receivedAt !== undefined && punch.receivedAt - (punch.originalAt ?? punch.at) > toleranceSec;
  if (punch.offline === true || late) m |= FLAG_BIT.offline;
  if (punch.attempted === true) m |= FLAG_BIT.punch_attempted;
  if (punch.tampered === true) m |= FLAG_BIT.tampered;
  if (punch.flagged === true) m |= FLAG_BIT.flagged;
  return m;
}

/** Flags that follow from a punch's own record (source, edits, verification), in table order. */
export function sourceFlags(punch: Punch, settings: FlagSettings = {}): FlagCode[] {
  return flagsOfMask(sourceFlagMask(punch, settings.offlineToleranceSec ?? DEFAULT_OFFLINE_TOLERANCE_SEC));
}

// Lists already built per mask: a card has few distinct masks, so each list is built once and copied.
const listOfMask = new Map<number, readonly FlagCode[]>();

let lastMask = 0;
let lastList: readonly FlagCode[] = [];

/** Flags of a mask in table order (a fresh array the caller may change). */
export function flagsOfMask(mask: number): FlagCode[] {
  if (mask === 0) return [];
  if (mask === lastMask) return copy(lastList); // most punches of a card share one mask
  let list = listOfMask.get(mask);
  if (list === undefined) {
    const out: FlagCode[] = [];
    for (let i = 0; i < ORDER.length; i++) if (mask & (1 << i)) out.push(ORDER[i] as FlagCode);
    list = out;
    if (listOfMask.size < 4096) listOfMask.set(mask, list);
  }
  lastMask = mask;
  lastList = list;
  return copy(list);
}

/** A fresh copy; an array literal is cheaper than slice() for the usual one-flag list. */
function copy(list: readonly FlagCode[]): FlagCode[] {
  return list.length === 1 ? [list[0] as FlagCode] : list.slice();
}

/** Mask of a flag list. */
export function maskOfFlags(list: readonly FlagCode[]): number {
  let mask = 0;
  for (let i = 0; i < list.length; i++) mask |= FLAG_BIT[list[i] as FlagCode] ?? 0;
  return mask;
}

/** Union of flag lists in table order without duplicates. */
export function mergeFlags(...lists: readonly (readonly FlagCode[])[]): FlagCode[] {
  let mask = 0;
  for (const list of lists) mask |= maskOfFlags(list);
  return flagsOfMask(mask);
}

/** Letters of flags, e.g. flagLetters(['missed', 'edited']) → ['M', 'E']. */
export function flagLetters(flags: readonly FlagCode[]): string[] {
  return flags.map((f) => FLAG_LETTERS[f]);
}
