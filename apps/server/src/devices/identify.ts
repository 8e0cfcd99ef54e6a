import { hasFeature } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import type { AppContext } from '../http/context';
import { pinHash } from '../workers/pins';
import type { ClockSetup } from './clock-settings';
import type { DeviceCaller } from './device-auth';
import { DeviceRefusal } from './refusal';
import type { Identification } from '@punchline/contracts';

// Who is punching: the clock says how the worker identified (PIN, NFC tag, QR badge or face) and
// we find the worker by it. Face matching runs on the clock; it tells us whom it matched and how
// sure it was, and a face that was not recognised is refused (a face failure to review).
// A personal clock (a worker's own phone, issue 17) needs no identification: it is its worker's.

export type IdentifiedWorker = { id: number; firstName: string; lastName: string; orgUnitId: number | null };

type AnyMethod = Identification['method'];
const METHOD_NAMES: Record<AnyMethod, string> = { pin: 'PIN', nfc: 'NFC tag', qr: 'QR badge', face: 'face', personal: 'personal clock' };

export const unknownWorker = (method: AnyMethod) =>
  new DeviceRefusal(
    400,
    `This ${METHOD_NAMES[method]} does not match any worker. Check it and try again, or ask your administrator.`,
    'unknown_worker',
  );
/** The unknown worker's answer, logged as inactive_worker with the worker. */
const inactiveWorker = (method: AnyMethod, employeeId: number) => {
  const { detail } = unknownWorker(method).body;
  return new DeviceRefusal(400, detail!, 'inactive_worker', employeeId, { code: 'unknown_worker' });
};
export const FACE_NOT_RECOGNISED = 'Your face was not recognised. Try again, or identify another way.';
export const PERSONAL_CLOCK_ONLY = 'This is a personal clock: it punches only for the worker it was given to.';
export const PERSONAL_CLOCKS_TURNED_OFF =
  'Personal clocks are turned off for this organization. Punch at a shared clock, or ask your administrator.';
export const methodNotAllowed = (method: AnyMethod) =>
  new DeviceRefusal(
    400,
    `This clock does not accept ${METHOD_NAMES[method]} punches. Identify another way, or ask your administrator to allow it in Settings → Devices.`,
    'method_not_allowed',
  );

/** The worker a face attempt names, recognised or not (the best match), for the clock log. */
export function faceCandidate(identification: Identification): number | null {
  return identification.employeeId ?? identification.face?.matches?.[0]?.employeeId ?? null;
}

type Lookup = { column: 'pin_hash' | 'nfc_tag_id_key' | 'qr_badge_code_key' | 'id'; value: string | number };

function lookupOf(ctx: AppContext, orgId: number, identification: Identification): Lookup | null {
  switch (identification.method) {
    case 'pin':
      return identification.pin ? { column: 'pin_hash', value: pinHash(ctx.secrets.pins, orgId, identification.pin) } : null;
    case 'nfc':
      return identification.tag ? { column: 'nfc_tag_id_key', value: identification.tag.toLowerCase() } : null;
    case 'qr':
      return identification.badge ? { column: 'qr_badge_code_key', value: identification.badge.toLowerCase() } : null;
    case 'personal':
      return null; // answered by the device, before any lookup
    case 'face': {
      const status = identification.face?.status;
      if (status !== 'ok' && status !== 'unverified') throw new DeviceRefusal(400, FACE_NOT_RECOGNISED, 'face_not_recognised');
      const id = faceCandidate(identification);
      return id === null ? null : { column: 'id', value: id };
    }
  }
}

/** How the worker is found: a personal clock names its worker, a shared one asks the identification. */
function lookupFor(ctx: AppContext, device: DeviceCaller, setup: ClockSetup, identification: Identification): Lookup | null {
  if (device.employeeId !== null) {
    if (identification.method !== 'personal') throw new DeviceRefusal(400, PERSONAL_CLOCK_ONLY, 'method_not_allowed');
    if (!setup.defaults.personalClocksAllowed) throw new DeviceRefusal(403, PERSONAL_CLOCKS_TURNED_OFF, 'personal_clocks_off');
    return { column: 'id', value: device.employeeId };
  }
  const method = identification.method;
  if (method === 'personal' || !setup.identificationMethods.includes(method)) throw methodNotAllowed(method);
  // A clock's list may still name face after the plan lost it: the plan decides.
  if (method === 'face' && !hasFeature(setup.features, 'face')) throw methodNotAllowed(method);
  return lookupOf(ctx, device.orgId, identification);
}

/**
 * The active worker the identification names, or a refusal the clock can show. An inactive
 * worker's PIN, tag or badge gets the unknown one's answer (the clock log keeps which it was):
 * a different answer would tell whoever tries PINs that this one belongs to someone.
 * device.attempt says how it went, for the clock's throttle (identify-throttle.ts).
 *
 * For a punch (lockForPunch), the worker's row is held until the transaction ends, so a clock's
 * in/out decision for them is made one at a time: a second clock sending at once waits here,
 * then reads the first one's punch (each statement reads what is committed when it starts). NO
 * KEY UPDATE, not UPDATE: the worker's other writes (a punch added in the console, a time card
 * approval) need only KEY SHARE and go on.
 */
export async function identifyWorker(
  trx: TenantTx,
  ctx: AppContext,
  device: DeviceCaller,
  setup: ClockSetup,
  identification: Identification,
  options: { lockForPunch?: boolean } = {},
): Promise<IdentifiedWorker> {
  const orgId = device.orgId;
  device.attempt.outcome = 'not a guess'; // until the lookup: a method refused, a face not recognised
  const lookup = lookupFor(ctx, device, setup, identification);
  device.attempt.outcome = 'failed';
  if (!lookup) throw unknownWorker(identification.method);
  const row = await trx
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name', 'org_unit_id', 'active', 'is_worker'])
    .where('org_id', '=', orgId)
    .where(lookup.column, '=', lookup.value)
    .$if(options.lockForPunch === true, (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
  if (!row) throw unknownWorker(identification.method);
  if (!row.active || !row.is_worker) throw inactiveWorker(identification.method, row.id);
  device.attempt.outcome = 'identified';
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, orgUnitId: row.org_unit_id };
}
