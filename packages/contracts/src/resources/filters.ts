import { DATE_PRESETS, isIsoDate, validationMessage, type DatePreset } from '@punchline/domain';
import { z } from 'zod';
import { queryDateSchema } from '../dates';
import type { FieldDef, FilterDef, ListParamDef, ResourceDef } from './define';
import { FIELD_MESSAGES, INVALID_CHOICE } from './field-messages';
import { queryList, resourceListQuerySchema, type ResourceListQuery } from './schemas';

/** The most values one list filter takes (as the `id` parameter). */
export const FILTER_MAX_VALUES = 500;

/** The query keys of a dateRange filter: the view parameter's JSON filter keys (SPEC section 2). */
export type DateRangeQuery = { from?: string; to?: string; preset?: DatePreset };

/** One `id:value` pair of a valueMap filter (`3:Large`). */
export type ValuePair = { id: number; value: string };

/**
 * A parsed list query: the common parameters, the date range's from/to/preset, and each filter's
 * value under its key (ref: ids, enum: the choices' values, flag: 'yes' | 'no', valueMap: pairs).
 */
export type ResourceListQueryFor = ResourceListQuery & DateRangeQuery & { [filter: string]: unknown };

const DATE_RANGE_KEYS = ['from', 'to', 'preset'] as const;
const ALLOWED: Record<FilterDef['type'], readonly FieldDef['type'][]> = {
  dateRange: ['date', 'instant'],
  ref: ['ref', 'idList'],
  enum: ['choice'],
  flag: ['bool'],
  valueMap: ['valueMap'],
};
const tooMany = { error: FIELD_MESSAGES.tooManyItems(FILTER_MAX_VALUES) };

/**
 * `key=1&key=2`, `key=1,2` or both, as a list of strings (blanks dropped), split where `separator`
 * matches. An empty value (`key=`) is no filter: the key reads as absent.
 */
const listOf = (item: z.ZodType, separator: RegExp | string = ',') =>
  z.preprocess((value) => queryList(value, separator), z.array(item, { error: INVALID_CHOICE }).max(FILTER_MAX_VALUES, tooMany).optional());

/** Pairs split only at a comma that starts the next `id:`, so a value may hold commas ('Smith, J'). */
const PAIR_SEPARATOR = /,(?=\s*\d+:)/;

function pairItem(field: FieldDef) {
  return z
    .string()
    .regex(/^\d{1,15}:[\s\S]*\S/, { error: INVALID_CHOICE })
    .transform((v): ValuePair => {
      const at = v.indexOf(':');
      return { id: Number(v.slice(0, at)), value: v.slice(at + 1).trim() };
    })
    .refine((pair) => pair.id >= 1, { error: INVALID_CHOICE })
    .refine((pair) => pair.value.length <= (field.maxLength ?? 200), {
      error: validationMessage('maxLength', { max: field.maxLength ?? 200 }),
    });
}

const idItem = z
  .string()
  .regex(/^\d+$/, { error: validationMessage('integer') })
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, { error: validationMessage('minValue', { min: 1 }) })
      .max(Number.MAX_SAFE_INTEGER, { error: INVALID_CHOICE }),
  );

function enumItem(field: FieldDef) {
  // Query values are text; a numeric choice (12/24) is matched by its text and given back as a number.
  const byText = new Map((field.choices ?? []).map((c) => [String(c), c]));
  return z
    .string()
    .refine((v) => byText.has(v), { error: INVALID_CHOICE })
    .transform((v) => byText.get(v)!);
}

// A list's date range: a real day in the range the server computes with (dates.ts).
const day = queryDateSchema(FIELD_MESSAGES.date);

function filterSchemas(key: string, filter: FilterDef, field: FieldDef): Record<string, z.ZodType> {
  switch (filter.type) {
    case 'dateRange':
      return { from: day.optional(), to: day.optional(), preset: z.enum(DATE_PRESETS, { error: INVALID_CHOICE }).optional() };
    case 'ref':
      return { [key]: listOf(idItem).optional() };
    case 'enum':
      return { [key]: listOf(enumItem(field)).optional() };
    case 'flag':
      // Kept as on the wire, like `active`: 'yes' | 'no'.
      return { [key]: z.enum(['yes', 'no'], { error: INVALID_CHOICE }).optional() };
    case 'valueMap':
      return { [key]: listOf(pairItem(field), PAIR_SEPARATOR).optional() };
  }
}

/** The schema of a parameter the server half reads (ListParamDef). */
function paramSchema(param: ListParamDef): z.ZodType {
  if (param.type === 'ids') return listOf(idItem).optional();
  if (param.type === 'flag') return z.enum(['yes', 'no'], { error: INVALID_CHOICE }).optional();
  return listOf(pairItem({ type: 'text', label: param.label, maxLength: 200 }), PAIR_SEPARATOR).optional();
}

/** A definition mistake (unknown field, wrong field type, clashing key) fails at startup, not per request. */
function checkedFilters(def: Pick<ResourceDef, 'path' | 'fields' | 'filters' | 'params'>): [string, FilterDef, FieldDef][] {
  const reserved = new Set<string>(Object.keys(resourceListQuerySchema.shape));
  const entries = Object.entries(def.filters ?? {});
  if (entries.filter(([, f]) => f.type === 'dateRange').length > 1) throw new Error(`${def.path}: at most one dateRange filter`);
  return entries.map(([key, filter]) => {
    const field = def.fields[filter.field];
    if (!field || !ALLOWED[filter.type].includes(field.type)) {
      throw new Error(`${def.path}: filter ${key} needs a field of type ${ALLOWED[filter.type].join(' or ')}`);
    }
    if (filter.type === 'valueMap' && filter.sensitiveField && def.fields[filter.sensitiveField]?.type !== 'valueMap') {
      throw new Error(`${def.path}: filter ${key} needs a sensitiveField of type valueMap`);
    }
    const keys = filter.type === 'dateRange' ? DATE_RANGE_KEYS : [key];
    for (const k of keys) if (reserved.has(k)) throw new Error(`${def.path}: filter ${key} uses the query key ${k} twice`);
    keys.forEach((k) => reserved.add(k));
    return [key, filter, field];
  });
}

function checkedParams(def: Pick<ResourceDef, 'path' | 'filters' | 'params'>): [string, ListParamDef][] {
  const taken = new Set<string>([...Object.keys(resourceListQuerySchema.shape), ...Object.keys(def.filters ?? {}), ...DATE_RANGE_KEYS]);
  return Object.entries(def.params ?? {}).map(([key, param]) => {
    if (taken.has(key)) throw new Error(`${def.path}: parameter ${key} clashes with a filter or list parameter`);
    return [key, param];
  });
}

/**
 * GET {path} of one resource: `resourceListQuerySchema` plus the definition's filters and params. Errors
 * come out per parameter (`{to: ['must be on or after 2024-03-05.']}`); `to` before `from` is
 * refused unless a preset, which wins over both, is given.
 */
export function resourceListQuerySchemaFor(def: Pick<ResourceDef, 'path' | 'fields' | 'filters' | 'params'>) {
  const extra: Record<string, z.ZodType> = {};
  for (const [key, filter, field] of checkedFilters(def)) Object.assign(extra, filterSchemas(key, filter, field));
  for (const [key, param] of checkedParams(def)) extra[key] = paramSchema(param);
  return resourceListQuerySchema.extend(extra).superRefine((query, ctx) => {
    const { from, to, preset } = query as DateRangeQuery;
    if (preset === undefined && isIsoDate(from) && isIsoDate(to) && to < from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: FIELD_MESSAGES.notBefore(from) });
    }
  }) as unknown as z.ZodType<ResourceListQueryFor>;
}
