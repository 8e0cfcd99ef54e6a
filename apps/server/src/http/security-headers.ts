import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Security headers on every answer (issue 30), by @fastify/helmet: a Content-Security-Policy the
// console (apps/web) and the web clock (apps/clock) pass as built (checked in the browser suite,
// e2e/security-headers.spec.ts), no framing by another site, nosniff (uploaded images are served
// as images only), no Referer leaving the site, and HSTS when the site is served over HTTPS
// (COOKIE_SECURE).

/**
 * The policy. Scripts, workers (the clock's service worker), the manifest, fonts and API calls
 * come from the site itself. Styles may be inline: Mantine writes style attributes and <style>
 * elements at run time, and Leaflet positions the geomap's layers with inline styles. Images may
 * be data: and blob: URLs (Leaflet's and Mantine's icons, the clock's camera snapshot) and any
 * HTTPS image (the geomap's tiles come from the server the organization configured, by default
 * tile.openstreetmap.org), media blob: (the camera). No eval: the console runs zod jitless
 * (apps/web/src/app/zod-jitless.ts). Nothing may be embedded as an object, frame this site, or change its base.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export async function registerSecurityHeaders(app: FastifyInstance, https: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      // Over plain HTTP (a laptop, the browser suite) an upgrade would break every request.
      directives: https ? { ...CONTENT_SECURITY_POLICY, 'upgrade-insecure-requests': [] } : CONTENT_SECURITY_POLICY,
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Only a site served over HTTPS may ask browsers to insist on it.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Push notifications and the clock's install flow open this site from other windows.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
