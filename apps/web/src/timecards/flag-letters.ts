import { FLAG_LETTERS, FLAG_NAMES, type FlagCode } from '@punchline/domain';

// Flag letters of SPEC section 3 as the time card shows them, with the names of the legend.

/** The letter of a flag; the manual flag is a star. */
export const letterOf = (flag: FlagCode) => (flag === 'flagged' ? '★' : FLAG_LETTERS[flag]);

/** What a flag means ('Started early'). */
export const flagName = (flag: FlagCode) => FLAG_NAMES[flag];

/** The flags of a card in the table's order, once each: the legend lists only these. */
export function flagsInUse(lists: readonly (readonly FlagCode[])[]): FlagCode[] {
  const used = new Set(lists.flat());
  return (Object.keys(FLAG_LETTERS) as FlagCode[]).filter((f) => used.has(f));
}
