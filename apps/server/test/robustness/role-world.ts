import { PERMISSION_PRESETS, type PermissionPresetKey } from '@punchline/domain';
import { sql } from 'kysely';
import { seedRecords } from './records';
import { createWorld, member, MARKER, type Caller, type World } from './world';
import { seedPunches } from '../../src/punches/punch-store';

// The role matrix's world (issue 30): the net's organization A with its records, and the demo's
// three administrators in it (README "demo sign-ins", demo/demo-data.ts): the owner, a manager
// with the Manager preset (no pay) limited to one shop, and a payroll administrator. A worker of
// another shop and pay rates give the matrix something to leak; a paired clock lets the device
// API be fuzzed past its token check.

/** In the name of a worker outside the manager's shop: the manager must never be sent it. */
export const OTHER_SHOP = 'zqxothershop';
/** Every worker's hourly rate: a body for a caller without pay access must never hold it. */
export const RATE = '8642.97';
/** The PIN the net's device calls identify with (operations.ts). */
export const CLOCK_PIN = '123412341234';

export type RoleWorld = World & {
  /** The Manager preset, no pay access, limited to the org unit of the net's worker. */
  manager: Caller;
  /** The Payroll administrator preset: pay and sensitive fields, no label restriction. */
  payroll: Caller;
  device: { token: string };
};

const preset = (key: PermissionPresetKey) => [...PERMISSION_PRESETS.find((p) => p.key === key)!.permissions];

async function post<T>(
  w: World,
  url: string,
  payload: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${w.owner.token}` },
): Promise<T> {
  const response = await w.app.inject({ method: 'POST', url, headers, payload: payload as object });
  if (response.statusCode >= 300) throw new Error(`role world: POST ${url} answered ${response.statusCode} ${response.body}`);
  return response.json<{ result: T }>().result;
}

/** A Monday of work (09:00 to 17:00 UTC) on the net's sample date, 2026-01-05. */
async function workMonday(w: World, employeeId: number): Promise<void> {
  await seedPunches(w.db, [
    { orgId: w.orgA, employeeId, at: '2026-01-05T09:00:00Z', type: 'in' },
    { orgId: w.orgA, employeeId, at: '2026-01-05T17:00:00Z', type: 'out' },
  ]);
  await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate)
    values (${w.orgA}, ${employeeId}, '2000-01-01', ${RATE})`.execute(w.db);
}

export async function createRoleWorld(): Promise<RoleWorld> {
  const w = await createWorld();
  await seedRecords(w);
  const base = `/api/orgs/${w.orgA}`;
  const shop = w.records.orgunits!.id;
  const worker = w.records.employees!.id;
  // The net's worker works in the manager's shop: the manager's calls on it go deep.
  await sql`update employees set org_unit_id = ${shop} where id = ${worker}`.execute(w.db);
  const other = await post<{ id: number }>(w, `${base}/orgunits`, { name: 'Uptown' });
  const outsider = await post<{ id: number }>(w, `${base}/employees`, { firstName: OTHER_SHOP, lastName: 'Uptown', orgUnitId: other.id });
  const clockWorker = await post<{ id: number }>(w, `${base}/employees`, {
    firstName: `${MARKER} clock`,
    lastName: 'Worker',
    orgUnitId: shop,
    pin: CLOCK_PIN,
  });
  for (const id of [worker, outsider.id, clockWorker.id]) await workMonday(w, id);

  const manager = await member(w.app, w.db, w.orgA, `manager-${MARKER}@example.com`, preset('manager'));
  await sql`update org_users set allowed_org_unit_ids = array[${shop}]::bigint[] where id = ${manager.orgUserId}`.execute(w.db);
  const payroll = await member(w.app, w.db, w.orgA, `payroll-${MARKER}@example.com`, preset('payroll_admin'));

  // A clock paired as Settings → Devices pairs one: a code for the net's device, then the pairing.
  const { code } = await post<{ code: string }>(w, `${base}/clocks/${w.records.clocks!.id}/pairing-code`, {});
  const paired = await post<{ token: string }>(w, '/api/device/v1/pair', { code, platform: 'android', appVersion: '3.1.0' }, {});
  return { ...w, manager, payroll, device: { token: paired.token } };
}
