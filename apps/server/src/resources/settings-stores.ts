import {
  employeeDefaultsSettings,
  orgDefaultsSettings,
  payrollDefaultsSettings,
  shiftDefaultsSettings,
  type SettingsDef,
} from '@punchline/contracts';
// Job costing (issue 15): its defaults are session settings (SPEC section 3).
import { costingDefaultsSettings } from '@punchline/contracts';
// Time off (issue 20): whether time off and accruals are on are session settings.
import { timeOffDefaultsSettings } from '@punchline/contracts';
// Attendance discipline (issue 34): disciplineEnabled is a session setting.
import { disciplineSettings } from '@punchline/contracts';
// Credentials (issue 35): credentialsEnabled and the document limits are session settings.
import { credentialSettings } from '@punchline/contracts';
// Briefings (issue 35): enableBriefings is a session setting.
import { briefingSettings } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { Row } from './sql';

/**
 * Where a settings record's values live when not only in its org_settings_records row (which
 * always holds the version and the saved values): a plain settings record needs no store.
 */
export type SettingsStore = {
  load: (trx: TenantTx, orgId: number, data: Row) => Promise<Row>;
  save: (trx: TenantTx, orgId: number, values: Row) => Promise<void>;
};

const recordStore: SettingsStore = { load: async (_trx, _orgId, data) => data, save: async () => {} };

// Organization defaults live on the organization (name, time zone) and in its settings JSON,
// which the session settings read (SPEC section 3): a save shows in the console at the next load.
const orgDefaultsStore: SettingsStore = {
  load: async (trx, orgId) => {
    const org = await trx
      .selectFrom('organizations')
      .select(['name', 'timezone', 'settings'])
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
    const settings = (org.settings ?? {}) as Row;
    const { weekStartsOn, daysOfWeek, fullDayDuration, reportRetentionDays } = settings;
    const stored: Row = {
      organizationName: org.name,
      timezone: org.timezone,
      weekStartsOn,
      daysOfWeek,
      fullDayDuration,
      reportRetentionDays,
    };
    return Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined));
  },
  save: async (trx, orgId, values) => {
    const { organizationName, timezone, ...rest } = values;
    await sql`update organizations set name = ${organizationName}, timezone = ${timezone},
      settings = settings || ${JSON.stringify(rest)}::jsonb where id = ${orgId}`.execute(trx);
  },
};

/** A settings record kept whole in the organization's settings JSON, which the session reads. */
function inOrganizationSettings(def: SettingsDef): SettingsStore {
  const names = Object.keys(def.fields);
  return {
    load: async (trx, orgId) => {
      const org = await trx.selectFrom('organizations').select('settings').where('id', '=', orgId).executeTakeFirstOrThrow();
      const settings = (org.settings ?? {}) as Row;
      return Object.fromEntries(names.filter((n) => settings[n] !== undefined).map((n) => [n, settings[n]]));
    },
    save: async (trx, orgId, values) => {
      await sql`update organizations set settings = settings || ${JSON.stringify(values)}::jsonb where id = ${orgId}`.execute(trx);
    },
  };
}

const stores: Record<string, SettingsStore> = {
  [orgDefaultsSettings.path]: orgDefaultsStore,
  [employeeDefaultsSettings.path]: inOrganizationSettings(employeeDefaultsSettings),
  // Time rules (issue 15): the session reads them (shiftMode, maxShift, payPeriodType, usePayClass...).
  [shiftDefaultsSettings.path]: inOrganizationSettings(shiftDefaultsSettings),
  [payrollDefaultsSettings.path]: inOrganizationSettings(payrollDefaultsSettings),
  [costingDefaultsSettings.path]: inOrganizationSettings(costingDefaultsSettings),
  [timeOffDefaultsSettings.path]: inOrganizationSettings(timeOffDefaultsSettings),
  [disciplineSettings.path]: inOrganizationSettings(disciplineSettings),
  [credentialSettings.path]: inOrganizationSettings(credentialSettings),
  [briefingSettings.path]: inOrganizationSettings(briefingSettings),
};

export const storeFor = (path: string): SettingsStore => stores[path] ?? recordStore;
