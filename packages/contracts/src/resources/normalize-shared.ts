import { validators } from '@punchline/domain';

/** A field's value in its type, or the message saying why the input is not one. */
export type Normalized = { value: unknown; error?: string };

/** The section 5 message for a number outside [min, max] (either bound may be absent). */
export function rangeError(value: number, min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return validators.between(value, min, max);
  if (min !== undefined) return validators.minValue(value, min);
  return max !== undefined ? validators.maxValue(value, max) : null;
}
