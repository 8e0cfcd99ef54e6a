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

/** What every store reads from: the organization's row and the settings records asked for, in one statement. */
export type OrgSettingsFacts = {
  name: string;
  timezone: string;
  features: string[];
  settings: Row;
  /** By path: the saved values and version of each record asked for that exists. */
  records: Record<string, { data: Row; version: number }>;
};

/**
 * Where a settings record's values live when not only in its org_settings_records row (which
 * always holds the version and the saved values): a plain settings record needs no store. A store
 * reads from the facts (no statement of its own), so any number of records load in one.
 */
export type SettingsStore = {
  load: (facts: OrgSettingsFacts, data: Row) => Row;
  save: (trx: TenantTx, orgId: number, values: Row) => Promise<void>;
};

const recordStore: SettingsStore = { load: (_facts, data) => data, save: async () => {} };

// Organization defaults live on the organization (name, time zone) and in its settings JSON,
// which the session settings read (SPEC section 3): a save shows in the console at the next load.
const orgDefaultsStore: SettingsStore = {
  load: (facts) => {
    const { weekStartsOn, daysOfWeek, fullDayDuration, reportRetentionDays } = facts.settings;
    const stored: Row = {
      organizationName: facts.name,
      timezone: facts.timezone,
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
    load: (facts) => Object.fromEntries(names.filter((n) => facts.settings[n] !== undefined).map((n) => [n, facts.settings[n]])),
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

/** The organization's row and its settings records at `paths`, in one statement. */
export async function readSettingsFacts(trx: TenantTx, orgId: number, paths: readonly string[]): Promise<OrgSettingsFacts> {
  const { rows } = await sql<OrgSettingsFacts>`
    select o.name, o.timezone, o.features, coalesce(o.settings, '{}') as settings,
      coalesce((select jsonb_object_agg(r.path, jsonb_build_object('data', coalesce(r.data, '{}'), 'version', r.version))
         from org_settings_records r where r.org_id = o.id and r.path = any(${paths}::text[])), '{}') as records
    from organizations o where o.id = ${orgId}`.execute(trx);
  const facts = rows[0];
  if (!facts) throw new Error(`organization ${orgId} not found`);
  return facts;
}
