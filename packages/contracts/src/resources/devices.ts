import { IDENTIFICATION_METHOD_LABELS, IDENTIFICATION_METHODS } from './clock-defaults';
import { defineResource, type FieldErrors } from './define';

/** How long a pairing code made in Settings → Devices stays good. */
export const PAIRING_CODE_MINUTES = 30;

/** A device's life: made in the console (pending), paired by a clock (active), refused for good (revoked). */
export const DEVICE_STATUS_LABELS = { pending: 'Waiting For Pairing', active: 'Active', revoked: 'Revoked' } as const;

/**
 * Settings → Devices (SPEC section 2; edit_clocks, section 6): the clocks that send punches, under
 * `clocks` (`devices/{deviceId}` is the notification server's, SPEC section 7).
 * A device is made here, then paired by a clock with a one-time code (POST clocks/{id}/pairing-code,
 * which setup_clocks may call too); what the clock says of itself (status, last seen, app version,
 * platform) is read-only. Empty identification methods mean the defaults' (clocks/defaults).
 * With a worker it is that worker's personal clock (their own phone), when the clock defaults
 * allow personal clocks.
 */
export const devicesResource = defineResource({
  kind: 'device',
  path: 'clocks',
  table: 'devices',
  label: 'Device',
  labelPlural: 'Devices',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    orgUnitId: { type: 'ref', label: 'Org Unit', ref: { kind: 'orgunit', table: 'org_units' } },
    timeZone: { type: 'timezone', label: 'Time Zone' },
    // A personal clock (issue 17): the worker's own phone, punching only for them, without a PIN.
    employeeId: {
      type: 'ref',
      label: 'Worker (Personal Clock)',
      ref: { kind: 'employee', table: 'employees' },
      column: 'employee_id',
      // A shared clock: a personal one needs Personal Clocks Allowed (clocks/defaults) first.
      example: null,
    },
    // Empty: the clock defaults' methods. The device API reads this same list (migration 0052).
    identificationMethods: {
      type: 'textList',
      label: 'Identification Methods',
      maxItems: 4,
      maxLength: 10,
      column: 'identification_method_list',
      example: ['pin', 'nfc'],
    },
  },
  computed: {
    status: { type: 'choice', label: 'Status' },
    lastSeenAt: { type: 'instant', label: 'Last Seen' },
    appVersion: { type: 'text', label: 'App Version' },
    platform: { type: 'text', label: 'Platform' },
    pairedAt: { type: 'instant', label: 'Paired At' },
  },
  list: {
    columns: ['name', 'employeeId', 'orgUnitId', 'timeZone', 'identificationMethods', 'lastSeenAt', 'appVersion', 'status'],
    search: ['name'],
    orderBy: 'name',
  },
  filters: { orgUnit: { type: 'ref', field: 'orgUnitId', label: 'Org Unit' } },
  actions: {
    revoke: {
      label: 'Revoke',
      bulk: true,
      confirm: 'Revoke {count} device(s)? Each is refused at its next call and needs a new pairing code to punch again.',
    },
  },
  access: { read: 'edit_clocks', write: 'edit_clocks' },
  check: (values): FieldErrors => {
    const methods = (values.identificationMethods ?? []) as string[];
    const unknown = methods.filter((m) => !(IDENTIFICATION_METHODS as readonly string[]).includes(m));
    const names = Object.values(IDENTIFICATION_METHOD_LABELS).join(', ');
    return unknown.length > 0
      ? { identificationMethods: [`Choose among ${names} (not ${unknown.join(', ')}), or none for the defaults'.`] }
      : {};
  },
});
