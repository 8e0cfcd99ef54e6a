import {
  breakRulesResource,
  orgDefaultsSettings,
  payClassesResource,
  payCodesResource,
  payrollDefaultsSettings,
  payRulesResource,
  roundingRulesResource,
  shiftDefaultsSettings,
  type ResourceDef,
} from '@punchline/contracts';
import { engineRulesFrom, type EngineRules, type StoredTimeRules, type WorkerRules } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { getSettings } from '../resources/settings.service';
import { selectRows } from '../resources/sql';

// The server's only path to the engine's settings input: stored records read through their
// definitions (defaults and stores included) and handed to the domain's one mapping.

async function rowsOf<T>(trx: TenantTx, def: ResourceDef, orgId: number): Promise<T[]> {
  return (await selectRows(trx, def, orgId).orderBy('r.id').execute()) as T[];
}

/** Everything stored that configures the engine for the organization, in the API's shapes. */
export async function loadStoredRules(trx: TenantTx, orgId: number): Promise<StoredTimeRules> {
  const [shift, payroll, org, payRules, payCodes, payClasses, roundingRules, breakRules] = await Promise.all([
    getSettings(trx, shiftDefaultsSettings, orgId),
    getSettings(trx, payrollDefaultsSettings, orgId),
    getSettings(trx, orgDefaultsSettings, orgId),
    rowsOf<StoredTimeRules['payRules'][number]>(trx, payRulesResource, orgId),
    rowsOf<StoredTimeRules['payCodes'][number]>(trx, payCodesResource, orgId),
    rowsOf<StoredTimeRules['payClasses'][number]>(trx, payClassesResource, orgId),
    rowsOf<StoredTimeRules['roundingRules'][number]>(trx, roundingRulesResource, orgId),
    rowsOf<StoredTimeRules['breakRules'][number]>(trx, breakRulesResource, orgId),
  ]);
  const shiftWithDays = {
    ...(shift as unknown as StoredTimeRules['shift']),
    daysOfWeek: org.daysOfWeek as number[],
    fullDayDuration: org.fullDayDuration as number,
  };
  return {
    shift: shiftWithDays,
    payroll: payroll as unknown as StoredTimeRules['payroll'],
    payRules,
    payCodes,
    payClasses,
    roundingRules,
    breakRules,
  };
}

/** The engine's settings input for one worker (their pay class and pay rule over the defaults). */
export async function loadEngineRules(trx: TenantTx, orgId: number, worker: WorkerRules = {}): Promise<EngineRules> {
  return engineRulesFrom(await loadStoredRules(trx, orgId), worker);
}
