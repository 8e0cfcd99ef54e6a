import type { ReportParams, ReportSpec } from '@punchline/contracts';
import { parseAuditFilter, parseView, type AuditFilter } from '@punchline/domain';
import { presetOf, presetRange, type RangeSettings } from './report-range';

/** The columns a new run shows: the spec's, optional ones left out. */
export const defaultColumns = (spec: ReportSpec) => spec.columns.filter((c) => !c.optional).map((c) => c.key);

/** The audit report's filter from the route's view ({actor}, {affected} or {associated}), or none. */
export function auditFilterOfView(view: string | undefined): AuditFilter | null {
  const state = parseView(view, console);
  if (state.mode !== 'list') return null;
  const filter = parseAuditFilter(state.filter);
  return Object.keys(filter).length === 0 ? null : filter;
}

/** What a new run of the report asks, before the user changes anything. */
export function initialParams(spec: ReportSpec, today: string, settings: RangeSettings, view?: string): ReportParams {
  const params: ReportParams = { columns: defaultColumns(spec) };
  if (spec.params.includes('range')) Object.assign(params, presetRange(spec.defaultRange ?? 'currentPayPeriod', today, settings));
  if (spec.params.includes('asOf')) params.asOf = today;
  if (spec.defaultGroupBy) params.groupBy = spec.defaultGroupBy;
  const audit = spec.params.includes('auditFilter') ? auditFilterOfView(view) : null;
  if (audit) params.filter = JSON.stringify(audit);
  return params;
}

// The fields each parameter fills; a kind not listed (a switch a newer spec adds) fills its namesake.
const PARAM_FIELDS: Partial<Record<string, (keyof ReportParams)[]>> = {
  range: ['from', 'to'],
  asOf: ['asOf'],
  employees: ['employeeIds'],
  departments: ['departmentIds'],
  orgUnits: ['orgUnitIds'],
  teams: ['teamIds'],
  jobs: ['jobIds'],
  labels: ['labelIds'],
  payCodes: ['payCodeIds'],
  payRuns: ['payRunIds'],
  flags: ['flags'],
  auditFilter: ['filter'],
};

/**
 * The parameters sent: only those the spec offers, plus grouping and columns; empty lists,
 * empty text and unticked switches are left out (they mean "all").
 */
export function paramsToSend(spec: ReportSpec, draft: ReportParams): ReportParams {
  const keep = new Set<keyof ReportParams>([
    'groupBy',
    'columns',
    ...spec.params.flatMap((p) => PARAM_FIELDS[p] ?? [p as keyof ReportParams]),
  ]);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft) as [keyof ReportParams, unknown][]) {
    if (!keep.has(key) || value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value) && value.length === 0 && key !== 'columns') continue;
    out[key] = value;
  }
  return out as ReportParams;
}

/**
 * What Memorize keeps: days that are one of the presets as that preset's name, so a memorized
 * "current pay period" is the current one whenever it is opened or sent; other days as they are.
 */
export function paramsToMemorize(spec: ReportSpec, sent: ReportParams, today: string, settings: RangeSettings): ReportParams {
  const preset = spec.params.includes('range') ? presetOf(sent, today, settings) : null;
  if (!preset) return sent;
  const { from: _from, to: _to, ...rest } = sent;
  return { ...rest, range: preset };
}

/** A memorized report's parameters as the form holds them: its relative range made into today's days. */
export function paramsFromTemplate(spec: ReportSpec, params: ReportParams, today: string, settings: RangeSettings): ReportParams {
  const { range, ...rest } = params;
  const days = range ? presetRange(range, today, settings) : {};
  return { ...initialParams(spec, today, settings), ...rest, ...days };
}
