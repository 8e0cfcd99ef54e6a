import { createHmac } from 'node:crypto';

/**
 * What is stored of a PIN: an HMAC keyed by a server secret, so it is never shown again, cannot be
 * reversed from the database alone, and is still the same for the same PIN in the organization,
 * which keeps PINs unique and lets a clock find the worker by one lookup (the device API).
 */
export function pinHash(key: Buffer, orgId: number, pin: string): string {
  return createHmac('sha256', key).update(`${orgId}:${pin}`).digest('hex');
}
