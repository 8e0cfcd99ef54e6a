import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults to port 8080, the embedded database and demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demo).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
  });

  it('creates no demo data on a DATABASE_URL server unless DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', DEMO: '1' }).demo).toBe(true);
  });

  it("reads REPORTS_DATABASE_URL, the reports' replica; unset, the reports read DATABASE_URL", () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).reportsDatabaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', REPORTS_DATABASE_URL: 'postgres://replica/y' }).reportsDatabaseUrl).toBe(
      'postgres://replica/y',
    );
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
  });
});
