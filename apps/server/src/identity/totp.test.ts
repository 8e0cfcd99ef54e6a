import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, otpauthUri, totpCode } from './totp';

// RFC 6238 appendix B: the SHA-1 secret is ASCII "12345678901234567890" (base32 below).
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors (last 6 digits of the 8-digit values)', () => {
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
    expect(totpCode(rfcSecret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(rfcSecret, 2_000_000_000_000)).toBe('279037');
    expect(totpCode(rfcSecret, 0)).toBe('755224'); // step 0: RFC 4226 appendix D, counter 0
  });

  it('makes a new random 160-bit base32 secret each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts one step of drift, refuses further ones and any replay of a used step', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now - 30_000), null, now)).toBe(step - 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now + 30_000), null, now)).toBe(step + 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now - 60_000), null, now)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now), step, now)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now), step - 1, now)).toBe(step);
    expect(matchTotp(rfcSecret, '12345', null, now)).toBeNull();
  });

  it('builds an otpauth URI authenticator apps read', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'ann@example.com', 'Punchline')).toBe(
      'otpauth://totp/Punchline:ann%40example.com?issuer=Punchline&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
  });
});
