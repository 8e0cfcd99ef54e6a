import { createHmac } from 'node:crypto';

/** Bounds of a PIN (employee defaults): max 0 means no maximum. */
export type PinBounds = { min: number; max: number };

/**
 * The message for a PIN that breaks the organization's rules, or null. Digits only, so a keypad
 * can enter it.
 */
export function pinError(pin: string, bounds: PinBounds): string | null {
  if (!/^\d+$/.test(pin)) return 'must contain digits only.';
  if (pin.length < bounds.min) return `at least ${bounds.min} characters.`;
  if (bounds.max > 0 && pin.length > bounds.max) return `no more than ${bounds.max} characters.`;
  return null;
}

/**
 * What is stored of a PIN: an HMAC keyed by a server secret, so it is never shown again, cannot be
 * reversed from the database alone, and is still the same for the same PIN in the organization,
 * which keeps PINs unique and lets a clock find the worker by one lookup (the device API).
 */
export function pinHash(key: Buffer, orgId: number, pin: string): string {
  return createHmac('sha256', key).update(`${orgId}:${pin}`).digest('hex');
}
