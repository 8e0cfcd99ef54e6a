import { describe, expect, it } from 'vitest';
import { groupedCode, pairingUrl, timeLeft } from './pairing-code';

describe('the pairing dialog', () => {
  it('shows the code in two groups and puts it in the tablet address', () => {
    expect(groupedCode('ACDEFGHJ')).toBe('ACDE-FGHJ');
    expect(pairingUrl('https://punch.example', 'ACDEFGHJ')).toBe('https://punch.example/clock?pair=ACDEFGHJ');
  });

  it('counts down to the expiry and then says it is over', () => {
    const expiresAt = '2026-11-23T10:30:00.000Z';
    expect(timeLeft(expiresAt, Date.parse('2026-11-23T10:00:00Z'))).toBe('30:00');
    expect(timeLeft(expiresAt, Date.parse('2026-11-23T10:29:05Z'))).toBe('0:55');
    expect(timeLeft(expiresAt, Date.parse('2026-11-23T10:30:00Z'))).toBeNull();
  });
});
