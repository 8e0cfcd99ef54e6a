// Pairing codes are short (8 characters of 25), so failed attempts are throttled per address:
// 20 failures in 15 minutes lock the address out until the oldest ages out. In memory per server
// process: enough to make guessing hopeless (25^8 codes, each living minutes) without a table.

export const PAIR_THROTTLED = 'Too many pairing attempts from this network. Wait 15 minutes, then try again with a new code.';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 20;
// Bounds the memory a flood of addresses can take: past this, the oldest address is forgotten.
const MAX_ADDRESSES = 10_000;

export type PairLimiter = { blocked(address: string, now: number): boolean; failed(address: string, now: number): void };

export function pairLimiter(): PairLimiter {
  const failures = new Map<string, number[]>();
  const recent = (address: string, now: number) => (failures.get(address) ?? []).filter((t) => now - t < WINDOW_MS);
  return {
    blocked: (address, now) => recent(address, now).length >= MAX_FAILURES,
    failed(address, now) {
      const list = recent(address, now);
      list.push(now);
      failures.delete(address);
      if (failures.size >= MAX_ADDRESSES) failures.delete(failures.keys().next().value!);
      failures.set(address, list);
    },
  };
}
