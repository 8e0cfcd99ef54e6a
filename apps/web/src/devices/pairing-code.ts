import type { PairingCode } from '@punchline/contracts';
import { api } from '../api/http';

export type { PairingCode };

/** A new one-time code for the device (earlier codes stop working). */
export async function makePairingCode(orgId: number, deviceId: number): Promise<PairingCode> {
  return (await api<{ result: PairingCode }>(`orgs/${orgId}/clocks/${deviceId}/pairing-code`, { method: 'POST' })).result;
}

/** The code as it is read out and typed: two groups of four ('ABCD-EFGH'). */
export const groupedCode = (code: string) => code.replace(/^(.{4})(.{4})$/, '$1-$2');

/** The address a tablet opens to pair, the code filled in (what the QR code holds). */
export const pairingUrl = (origin: string, code: string) => `${origin}/clock?pair=${encodeURIComponent(code)}`;

/** 'm:ss' left until the instant, or null once it has passed. */
export function timeLeft(expiresAt: string, now: number): string | null {
  const seconds = Math.floor((Date.parse(expiresAt) - now) / 1000);
  if (seconds <= 0) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
