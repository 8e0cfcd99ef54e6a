import { customFieldsResource } from './customfields';
import type { ResourceDef, SettingsDef } from './define';
import { departmentsResource } from './departments';
import { employeeDefaultsSettings } from './employee-defaults';
import { employeePayRatesResource } from './employee-pay-rates';
import { employeesResource } from './employees';
import { formatsSettings } from './formats';
import { integrationTemplatesResource } from './integration-templates';
import { labelsResource } from './labels';
import { orgDefaultsSettings } from './org-defaults';
import { orgUnitsResource } from './orgunits';

/** Every collection the server serves and the console lists. Add a definition here. */
export const RESOURCES: readonly ResourceDef[] = [
  departmentsResource,
  orgUnitsResource,
  labelsResource,
  customFieldsResource,
  integrationTemplatesResource,
  employeesResource,
  employeePayRatesResource,
];

/** Every single-record settings screen. */
export const SETTINGS: readonly SettingsDef[] = [orgDefaultsSettings, formatsSettings, employeeDefaultsSettings];

export function findResource(path: string): ResourceDef | undefined {
  return RESOURCES.find((r) => r.path === path);
}
