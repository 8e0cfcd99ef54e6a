/** Time clock app versions that partial costing needs (SPEC section 5). */
export const PARTIAL_COSTING_MIN_APP = { phaseOrCostCode: '2.11', jobLabel: '3.1' } as const;

// The leading dotted numbers ('3.1' of '3.1.0-beta'), or null when the text does not start with one.
const parts = (version: string) => /^\d+(\.\d+)*/.exec(version.trim())?.[0].split('.').map(Number) ?? null;

/**
 * Whether a dotted app version is at least `min`, compared number by number ('2.11' is newer
 * than '2.9'). A version that is not numbers counts as too old: we cannot know what it supports.
 * @example appVersionAtLeast('2.11.3', '2.11') // true
 */
export function appVersionAtLeast(version: string, min: string): boolean {
  const a = parts(version);
  const b = parts(min);
  if (!a || !b) return false;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
}
