import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '@punchline/contracts';

// An API key reads `pl_live_<public id>_<secret>`: the public id (12 hex characters) finds the
// key with one indexed lookup, the secret (32 random bytes, base64url) is what proves it. Only the
// SHA-256 of the whole key is stored: the key carries 256 random bits, so a fast hash is as safe
// as a slow one here, and a key is checked on every call.

const KEY_PATTERN = /^pl_live_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export type NewApiKey = { publicId: string; secret: string; hash: Buffer };

export const apiKeyHash = (key: string): Buffer => createHash('sha256').update(key).digest();

/** A fresh key: the whole secret (shown once), its public id and the hash to keep. */
export function newApiKey(): NewApiKey {
  const publicId = randomBytes(6).toString('hex');
  const secret = `${API_KEY_PREFIX}${publicId}_${randomBytes(32).toString('base64url')}`;
  return { publicId, secret, hash: apiKeyHash(secret) };
}

/** True when the bearer token is meant as an API key (whether or not it is a valid one). */
export const looksLikeApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** The public id of a well-formed key, or null. */
export const publicIdOf = (key: string): string | null => KEY_PATTERN.exec(key)?.[1] ?? null;

/** Compares the key's hash with the stored one in constant time. */
export const matchesHash = (key: string, stored: Buffer): boolean => {
  const hash = apiKeyHash(key);
  return stored.length === hash.length && timingSafeEqual(hash, stored);
};

/** What the console shows of a key: the prefix and the first characters of its public id. */
export const displayPrefix = (publicId: string): string => `${API_KEY_PREFIX}${publicId.slice(0, 4)}`;
