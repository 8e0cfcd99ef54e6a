import type { TenantTx } from '../db/tenant';
import { loadClockSetup } from './clock-settings';
import type { DeviceCaller } from './device-auth';
import { deviceTables } from './device-tables';
import { activePunchCodes, applicableGeoRules } from './punch-checks';

/** GET /device/v1/config: everything a clock needs to set up its screens (docs/device-api.md). */
export async function deviceConfig(trx: TenantTx, device: DeviceCaller) {
  const setup = await loadClockSetup(trx, device);
  const [orgUnit, worker, punchCodes, geoRules] = await Promise.all([
    device.orgUnitId === null
      ? undefined
      : deviceTables(trx)
          .selectFrom('org_units')
          .select(['id', 'name'])
          .where('org_id', '=', device.orgId)
          .where('id', '=', device.orgUnitId)
          .executeTakeFirst(),
    device.employeeId === null
      ? undefined
      : deviceTables(trx)
          .selectFrom('employees')
          .select(['id', 'first_name as firstName', 'last_name as lastName'])
          .where('org_id', '=', device.orgId)
          .where('id', '=', device.employeeId)
          .executeTakeFirst(),
    setup.punchCodeMode === 'disabled' ? [] : activePunchCodes(trx, device.orgId),
    // A personal clock goes where its worker goes: the rules that apply to them.
    applicableGeoRules(trx, device.orgId, device.employeeId, device.orgUnitId),
  ]);
  const f = setup.formats;
  return {
    organization: { id: device.orgId, name: setup.orgName, timeZone: setup.timeZone },
    device: { id: device.id, name: device.name, orgUnit: orgUnit ?? null },
    identificationMethods: setup.identificationMethods,
    defaults: setup.defaults,
    punchCodeMode: setup.punchCodeMode,
    punchCodes,
    costing: { enabled: setup.costingOn, costingMode: setup.costingMode, jobRequired: setup.jobRequired },
    geoRules: geoRules.map((r) =>
      r.shape === 'circle'
        ? { id: r.id, name: r.name, shape: r.shape, latitude: r.latitude, longitude: r.longitude, radiusM: r.radiusM }
        : { id: r.id, name: r.name, shape: r.shape, polygon: r.polygon.map(([lat, lng]): [number, number] => [lat, lng]) },
    ),
    enableSubmitMissedPunch: setup.enableSubmitMissedPunch,
    mode: device.employeeId === null ? ('kiosk' as const) : ('personal' as const),
    worker: worker ?? null,
    formats: {
      dateFormat: f.dateFormat,
      fourDigitYear: f.fourDigitYear,
      dateSeparator: f.dateSeparator,
      dayOfWeek: f.dayOfWeek,
      timeFormat: f.timeFormat,
      durationFormat: f.durationFormat,
      zeroDurationBlank: f.zeroDurationBlank,
      nameFormat: f.nameFormat,
      displayMiddleName: f.displayMiddleName,
    },
  };
}
