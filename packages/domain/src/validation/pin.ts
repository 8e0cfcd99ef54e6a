import { validationMessage } from './messages';

/** A clock PIN's length bounds (employee defaults, SPEC section 5): max 0 means no maximum. */
export type PinBounds = { min: number; max: number };

/**
 * The message for a PIN that breaks the organization's rules, or null: digits only (a keypad
 * enters it), within the bounds. The server refuses with it; the console says it before Save.
 * @example pinError('12a4', { min: 4, max: 6 }) // 'must contain digits only.'
 */
export function pinError(pin: string, bounds: PinBounds): string | null {
  if (!/^\d+$/.test(pin)) return 'must contain digits only.';
  if (pin.length < bounds.min) return validationMessage('minLength', { min: bounds.min });
  if (bounds.max > 0 && pin.length > bounds.max) return validationMessage('maxLength', { max: bounds.max });
  return null;
}
