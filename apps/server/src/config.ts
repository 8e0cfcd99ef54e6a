import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * REPORTS_DATABASE_URL: a streaming read replica of DATABASE_URL's database that the reports'
   * reads go to (their run records, files and everything else stay on DATABASE_URL); unset, the
   * reports read from DATABASE_URL too (docs/scaling.md, "A read replica for reports").
   */
  reportsDatabaseUrl: string | undefined;
  dataDir: string;
  demo: boolean;
  fixturesFiles: string[];
  production: boolean;
  consoleDir: string;
  /** The built web clock (apps/clock/dist), served at /clock/. */
  clockDir: string;
  logLevel: string;
  version: string;
  minVersion: string;
  helpUrl: string;
  supportEmail: string | null;
  cookieSecure: boolean;
  /**
   * Which proxies may say who the client is (X-Forwarded-For), as Fastify's trustProxy takes it:
   * false (none: the socket's address counts), true (every sender), or addresses and CIDR ranges. Sign-in
   * throttling keys on that address, so trusting every sender would let a client choose its own.
   */
  trustProxy: boolean | string[];
  /** Mail: SMTP when smtpUrl is set, else the mail_outbox table; links in mails start with publicUrl. */
  mail: { smtpUrl: string | undefined; from: string; publicUrl: string };
  /** Calls an API key may make per minute (API_KEY_RATE_LIMIT, default 600; api-keys/rate-limit.ts). */
  apiKeyRateLimit: number;
  /** Stripe billing: on only with both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (billing/stripe-config.ts). */
  stripe: { secretKey: string; webhookSecret: string } | null;
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ON.includes(value.toLowerCase());
}

/** TRUST_PROXY: unset (trust no proxy), 'true' (a platform that sets the header itself), or comma-separated addresses and ranges. */
function trustedProxies(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || OFF.includes(text.toLowerCase())) return false;
  if (ON.includes(text.toLowerCase())) return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

/** Reads the server's configuration from the environment; every setting has a default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const version = env.APP_VERSION ?? readVersion();
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    reportsDatabaseUrl: env.REPORTS_DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    // Demo data is for the embedded database; a real server gets it only when asked for.
    demo: flag(env.DEMO) ?? !databaseUrl,
    // A comma-separated list: each area of the browser tests keeps its own file.
    fixturesFiles: (env.FIXTURES_FILE ?? '')
      .split(',')
      .filter(Boolean)
      .map((file) => path.resolve(file)),
    production: env.NODE_ENV === 'production',
    consoleDir: path.resolve(env.CONSOLE_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    clockDir: path.resolve(env.CLOCK_DIR ?? path.join(repoRoot, 'apps/clock/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    version,
    minVersion: env.MIN_VERSION ?? version,
    helpUrl: env.HELP_URL ?? '/help.html',
    supportEmail: env.SUPPORT_EMAIL || null,
    cookieSecure: flag(env.COOKIE_SECURE) ?? false,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    apiKeyRateLimit: positiveInt(env.API_KEY_RATE_LIMIT, 'API_KEY_RATE_LIMIT') ?? 600,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : null,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Punchline <no-reply@punchline.invalid>',
      // Never taken from a request's Host header, which an attacker could set to steal a token.
      publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    },
  };
}
