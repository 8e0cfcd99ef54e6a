// The shift-change peak's world: a database of its own (on the PostgreSQL server of DATABASE_URL
// when set, else an embedded one), one organization seeded in bulk through the benches' seeding
// helpers (workers in 20 departments with a week of history, time rules, paired clocks and
// administrators), and the product itself, apps/server/dist/main.js, as a separate process on it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dayFromIso, isoFromDay, localFromEpoch, payPeriodFor } from '@punchline/domain';
import { sql } from 'kysely';
import { issueIdentityToken } from '../src/auth/identity';
import { createDb, type Db } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { writeTenant } from '../src/db/tenant';
import { secretHash } from '../src/devices/device-secrets';
import { migrateToLatest } from '../src/migrate';
import { serverSecret } from '../src/system/server-secrets';
import { seedBenchRules } from './bench-rules';
import { seedBenchWorkforce } from './bench-workforce';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = path.join(root, 'apps/server/dist/main.js');
export const PEAK_ZONE = 'America/Chicago';

export type PeakSize = { workers: number; clocks: number; admins: number; seconds: number };
export type Clock = { token: string };
export type Worker = { id: number; badge: string };
export type Admin = { token: string; departmentId: number };
export type PeakOrg = { orgId: number; workers: Worker[]; clocks: Clock[]; admins: Admin[]; period: { start: string; end: string } };

/** A database for the run and how to remove it: `where` says which server it is on. */
export async function peakDatabase(): Promise<{ url: string; where: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (server) {
    const name = `punchline_peak_${process.pid}`;
    const admin = createDb(server, 1);
    await sql.raw(`create database ${name}`).execute(admin);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const drop = async () => {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      await admin.destroy();
    };
    return { url: url.toString(), where: `database ${name} on ${new URL(server).host} (DATABASE_URL)`, drop };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'punchline-peak-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when started as root
  const pg = await startEmbeddedPostgres(dir, () => {}, 'punchline_peak');
  const drop = async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: pg.url, where: 'an embedded PostgreSQL (no DATABASE_URL)', drop };
}

/** Migrates the database and seeds the organization in bulk; answers what the load needs. */
export async function seedPeakOrg(db: Db, size: PeakSize): Promise<PeakOrg> {
  await migrateToLatest(db);
  const org = await db.insertInto('organizations').values({ name: 'Peak' }).returning('id').executeTakeFirstOrThrow();
  const orgId = org.id;
  const payroll = { enabled: true, payPeriodType: 'biweek', payPeriodStarts: 1 } as const;
  const today = dayFromIso(localFromEpoch(Math.floor(Date.now() / 1000), PEAK_ZONE).slice(0, 10));
  const period = payPeriodFor(isoFromDay(today), payroll);
  const tokens = Array.from({ length: size.clocks }, () => randomBytes(32).toString('base64url'));
  await writeTenant(db, orgId, async (trx) => {
    await seedBenchRules(trx, orgId, PEAK_ZONE, payroll);
    // A week of history up to yesterday: the punch pages and time cards have something to show.
    await seedBenchWorkforce(trx, orgId, {
      workers: size.workers,
      zone: PEAK_ZONE,
      days: { from: isoFromDay(today - 7), to: isoFromDay(today - 1) },
      departments: true,
      rates: true,
    });
    // Paired clocks identifying by QR badge, as ingestion.bench.ts pairs them.
    const { rows: devices } = await sql<{ id: number }>`insert into devices (org_id, name, status, paired_at, identification_method_list)
      select ${orgId}, 'Entrance ' || n, 'active', now(), '["qr"]' from generate_series(1, ${size.clocks}) n returning id`.execute(trx);
    await sql`insert into device_tokens (token_hash, org_id, device_id)
      select x.hash, ${orgId}, x.device from unnest(${tokens.map(secretHash)}::text[], ${devices.map((d) => d.id)}::bigint[]) as x(hash, device)`.execute(
      trx,
    );
  });
  const { rows: workers } = await sql<Worker>`select id, qr_badge_code as badge from employees where org_id = ${orgId} order by id`.execute(
    db,
  );
  const { rows: departments } = await sql<{ id: number }>`select id from departments where org_id = ${orgId} order by id`.execute(db);
  const { rows: users } = await sql<{ id: number }>`insert into users (email, name, email_verified)
    select 'admin' || n || '@peak.example.com', 'Admin ' || n, true from generate_series(1, ${size.admins}) n returning id`.execute(db);
  await sql`insert into org_users (org_id, user_id, permissions, accepted)
    select ${orgId}, id, array['edit_punches', 'view_reports', 'manage_payroll', 'access_employee_sensitive'], true
    from unnest(${users.map((u) => u.id)}::bigint[]) id`.execute(db);
  await sql`analyze`.execute(db);
  const secret = await serverSecret(db, 'token-signing-key');
  const admins = users.map((u, i) => ({
    token: issueIdentityToken(secret, u.id).token,
    departmentId: departments[i % departments.length]!.id,
  }));
  return { orgId, workers, clocks: tokens.map((token) => ({ token })), admins, period };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the built server on the database (no demo), and answers once /healthz does. */
export async function startServer(url: string): Promise<{ base: string; child: ChildProcess; stop: () => Promise<void> }> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first`);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited before answering /healthz');
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { base, child, stop };
}

/** Resident memory of a process in MB (VmRSS), and its CPU seconds so far (utime + stime). */
export function processStats(pid: number): { rssMb: number; cpuSeconds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    rssMb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100,
  };
}
