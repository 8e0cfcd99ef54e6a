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

export const DEFAULT_OFFLINE_TOLERANCE_SEC = 300;

/** Flags that follow from a punch's own record (source, edits, verification), in table order. */
export function sourceFlags(punch: Punch, settings: FlagSettings = {}): FlagCode[] {
  const flags: FlagCode[] = [];
  const tolerance = settings.offlineToleranceSec ?? DEFAULT_OFFLINE_TOLERANCE_SEC;
  if (punch.origin === 'added') flags.push('added');
  if (punch.cred === 'failed') flags.push('cred');
  if (punch.originalAt !== undefined && punch.originalAt !== punch.at) flags.push('edited');
  if (punch.face === 'failed' || punch.face === 'unverified') flags.push('face');
  if (punch.geo === 'outside' || punch.geo === 'unknown') flags.push('geo');
  const late = punch.receivedAt !== undefined && punch.receivedAt - (punch.originalAt ?? punch.at) > tolerance;
  if (punch.offline === true || late) flags.push('offline');
  if (punch.origin === 'clock' || punch.origin === 'mobile' || punch.origin === 'web') flags.push('punched');
  if (punch.attempted === true) flags.push('punch_attempted');
  if (punch.tampered === true) flags.push('tampered');
  if (punch.flagged === true) flags.push('flagged');
  return flags;
}

const ORDER = Object.keys(FLAG_LETTERS) as FlagCode[];
const BIT = new Map<FlagCode, number>(ORDER.map((f, i) => [f, 1 << i]));

/** Union of flag lists in table order without duplicates. */
export function mergeFlags(...lists: readonly (readonly FlagCode[])[]): FlagCode[] {
  let mask = 0;
  for (const list of lists) for (const f of list) mask |= BIT.get(f) ?? 0;
  if (mask === 0) return [];
  const out: FlagCode[] = [];
  for (let i = 0; i < ORDER.length; i++) if (mask & (1 << i)) out.push(ORDER[i] as FlagCode);
  return out;
}

/** Letters of flags, e.g. flagLetters(['missed', 'edited']) → ['M', 'E']. */
export function flagLetters(flags: readonly FlagCode[]): string[] {
  return flags.map((f) => FLAG_LETTERS[f]);
}
