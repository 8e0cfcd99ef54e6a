import { addDaysIso } from '../time/civil';

/** Where a worker stands with one required credential type on a day. */
export type CredentialStatus = 'valid' | 'expiring' | 'expired' | 'missing';

/** One credential a worker holds: its expiry date (YYYY-MM-DD), null when it never expires. */
export type HeldCredential = { typeId: number; expiresOn: string | null };

/**
 * The status of the best credential of a type the worker holds (the one valid longest): missing
 * when none; expired after its expiry date (a card is good through the day printed on it);
 * expiring when it expires within `withinDays` of `today`; else valid.
 * Example: expiresOn 2026-03-10, today 2026-03-01, withinDays 30 → 'expiring'.
 */
export function credentialStatus(held: readonly HeldCredential[], typeId: number, today: string, withinDays: number): CredentialStatus {
  const mine = held.filter((h) => h.typeId === typeId);
  if (mine.length === 0) return 'missing';
  if (mine.some((h) => h.expiresOn === null)) return 'valid';
  const latest = mine
    .map((h) => h.expiresOn!)
    .sort()
    .at(-1)!;
  if (latest < today) return 'expired';
  return withinDays > 0 && latest <= addDaysIso(today, withinDays) ? 'expiring' : 'valid';
}

/** The latest expiry among a worker's credentials of a type (null: never expires, or none held). */
export function latestExpiry(held: readonly HeldCredential[], typeId: number): string | null {
  const mine = held.filter((h) => h.typeId === typeId);
  if (mine.some((h) => h.expiresOn === null)) return null;
  return (
    mine
      .map((h) => h.expiresOn!)
      .sort()
      .at(-1) ?? null
  );
}

/** Labels of the statuses, as reports and the worker form show them. */
export const CREDENTIAL_STATUS_LABELS: Readonly<Record<CredentialStatus, string>> = {
  valid: 'Valid',
  expiring: 'Expiring',
  expired: 'Expired',
  missing: 'Missing',
};
