import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode } from './totp';

// RFC 6238 appendix B: the SHA-1 secret is ASCII "12345678901234567890".
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors (last 6 digits of the 8-digit values)', () => {
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
    expect(totpCode(rfcSecret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(rfcSecret, 2_000_000_000_000)).toBe('279037');
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224'); // RFC 4226 appendix D
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts one step of drift, refuses further ones and any replay of a used step', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now - 30_000), null, now)).toBe(step - 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now - 60_000), null, now)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now), step, now)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now), step - 1, now)).toBe(step);
  });

  it('builds an otpauth URI authenticator apps read', () => {
    expect(otpauthUri('ABC', 'ann@example.com', 'Punchline')).toBe(
      'otpauth://totp/Punchline%3Aann%40example.com?secret=ABC&issuer=Punchline&algorithm=SHA1&digits=6&period=30',
    );
  });
});
