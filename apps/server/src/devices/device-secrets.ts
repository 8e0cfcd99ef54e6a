import { createHash, randomBytes, randomInt } from 'node:crypto';

// No 0/O, 1/I/L, 2/Z, 5/S, 8/B: a code is read off one screen and typed on another.
const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const CODE_LENGTH = 8;

/** A one-time pairing code shown to the admin, e.g. `K7QM-3XWA` without the dash. */
export const newPairingCode = (): string => {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
};

/** The long-lived secret a paired device sends as `Authorization: Device <token>`. */
export const newDeviceToken = (): string => randomBytes(32).toString('base64url');

// People type codes as "k7qm-3xwa" or "K7QM 3XWA": both must hash like the stored code.
const normalise = (secret: string): string => secret.replace(/[\s-]/g, '').toUpperCase();

/**
 * Sha256 hex of a pairing code or device token. Tokens are base64url (case matters), so only
 * secrets that look like pairing codes are normalised.
 */
export const secretHash = (secret: string): string => {
  const normalised = normalise(secret);
  const value = normalised.length === CODE_LENGTH ? normalised : secret;
  return createHash('sha256').update(value).digest('hex');
};
