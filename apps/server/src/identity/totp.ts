import { HOTP, Secret, TOTP } from 'otpauth';

// RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s steps) as every authenticator app expects it.
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
// One step either side forgives a phone clock that is a little off.
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20;

const totp = (secretBase32: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A new random 160-bit secret, base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: SECRET_BYTES }).base32;

export const totpStep = (nowMs: number) => TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs });

export function totpCode(secretBase32: string, nowMs: number): string {
  return totp(secretBase32).generate({ timestamp: nowMs });
}

/** The time step the code belongs to (within the drift window), or null. Steps at or before
 *  `lastUsedStep` are refused so that a code seen over someone's shoulder cannot be replayed. */
export function matchTotp(secretBase32: string, code: string, lastUsedStep: number | null, nowMs: number): number | null {
  const { secret, algorithm, digits } = totp(secretBase32);
  const now = totpStep(nowMs);
  // Each step on its own (window 0) rather than one search of the window, which would stop at
  // a used step whose code happens to be the same as a later one's.
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (HOTP.validate({ token: code, secret, algorithm, digits, counter: step, window: 0 }) === 0) return step;
  }
  return null;
}

/** The otpauth:// URI (Key Uri Format) an authenticator app reads from the enrolment QR code. */
export function otpauthUri(secretBase32: string, account: string, issuer: string): string {
  return totp(secretBase32, issuer, account).toString();
}
