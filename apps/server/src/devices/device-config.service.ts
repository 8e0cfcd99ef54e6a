import { configBriefings } from '../briefings/clock.service';
import type { TenantTx } from '../db/tenant';
import { clockQuestionnaires } from '../health/clock-questionnaires';
import { loadClockSetup } from './clock-settings';
import type { DeviceCaller } from './device-auth';
import { activePunchCodes, applicableGeoRules, geoUnitOf } from './punch-checks';

/** GET /device/v1/config: everything a clock needs to set up its screens (docs/device-api.md). */
export async function deviceConfig(trx: TenantTx, device: DeviceCaller) {
  const setup = await loadClockSetup(trx, device);
  const worker =
    device.employeeId === null
      ? undefined
      : await trx
          .selectFrom('employees')
          .select(['id', 'first_name as firstName', 'last_name as lastName', 'org_unit_id as orgUnitId'])
          .where('org_id', '=', device.orgId)
          .where('id', '=', device.employeeId)
          .executeTakeFirst();
  const [orgUnit, punchCodes, geoRules, healthQuestionnaires] = await Promise.all([
    device.orgUnitId === null
      ? undefined
      : trx
          .selectFrom('org_units')
          .select(['id', 'name'])
          .where('org_id', '=', device.orgId)
          .where('id', '=', device.orgUnitId)
          .executeTakeFirst(),
    setup.punchCodeMode === 'disabled' ? [] : activePunchCodes(trx, device.orgId),
    // The rules its punches are judged by (a personal clock goes where its worker goes).
    applicableGeoRules(trx, device.orgId, device.employeeId, geoUnitOf(device, worker?.orgUnitId ?? null)),
    // Health questions (issue 35): with the configuration, so the clock asks them offline too.
    clockQuestionnaires(trx, device.orgId),
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
    worker: worker ? { id: worker.id, firstName: worker.firstName, lastName: worker.lastName } : null,
    healthQuestionnaires,
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
    // Briefings for every worker (issue 35), so the clock shows them offline.
    briefings: await configBriefings(trx, device.orgId),
  };
}
