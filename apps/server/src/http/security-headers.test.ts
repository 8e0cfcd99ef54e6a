import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// The security headers (issue 30) on API answers, refusals and the console's fallback alike; HSTS
// only where the site is served over HTTPS (COOKIE_SECURE). The policy the built console and web
// clock really pass is checked in the browser suite (e2e/security-headers.spec.ts).

describe('security headers', async () => {
  const { app } = await createTestApp();
  const { app: secure } = await createTestApp({ COOKIE_SECURE: 'true' });

  it('sends a CSP that forbids framing and foreign scripts, nosniff, deny framing and no Referer, on answers and refusals', async () => {
    for (const [method, url] of [
      ['GET', '/healthz'],
      ['GET', '/api/user-profile'], // 401
      ['GET', '/api/no-such-thing'], // 404
      ['POST', '/api/device/v1/pair'], // 400
    ] as const) {
      const response = await app.inject({ method, url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('asks browsers to insist on HTTPS only when the site is served over it', async () => {
    const response = await secure.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
