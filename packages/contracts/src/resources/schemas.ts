import { validationMessage } from '@punchline/domain';
import { z } from 'zod';
import type { ComputedDef, FieldDef, Fields } from './define';

const between = { error: validationMessage('between', { min: 1, max: 500 }) };

/**
 * A list parameter's raw values as a list, blanks dropped; an empty list (`id=`, `id=,`) is no
 * filter at all (undefined), never a filter that matches nothing or an empty SQL `in ()`.
 */
export function queryList(value: unknown, separator: RegExp | string = ','): unknown {
  if (typeof value !== 'string' && !Array.isArray(value)) return value;
  const list = [value]
    .flat()
    .flatMap((v) => String(v).split(separator))
    .map((v) => v.trim())
    .filter(Boolean);
  return list.length === 0 ? undefined : list;
}

/** `id=1&id=2`, `id=1,2` or both: a list of positive ids (`id=` alone filters nothing). */
const idListParam = z.preprocess(
  (value) => queryList(value),
  z
    .array(
      z.coerce
        .number({ error: validationMessage('integer') })
        .int({ error: validationMessage('integer') })
        .positive(),
    )
    .max(500)
    .optional(),
);

/**
 * GET {path}. `active`: yes = active rows only (the console's "Show active only", its default), no =
 * inactive only, all = both. When omitted it is yes, or all when filtering by id (a picker
 * resolving stored ids must find inactive ones too). `cursor` is opaque, from the previous page.
 */
export const resourceListQuerySchema = z.object({
  searchText: z.string().max(200).optional(),
  active: z.enum(['yes', 'no', 'all']).optional(),
  id: idListParam.optional(),
  cursor: z.string().max(1000).optional(),
  limit: z.coerce.number({ error: between.error }).int(between).min(1, between).max(500, between).default(25),
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

export const resourceIdParamsSchema = z.object({ orgId: z.coerce.number().int().positive(), id: z.coerce.number().int().positive() });
export const updateQuerySchema = z.object({ denorm: z.enum(['true', 'false']).optional() });
/** DELETE carries the version it saw as a query parameter (a DELETE has no body). */
export const deleteQuerySchema = z.object({ version: z.coerce.number().int().nonnegative().optional() });

/** Any JSON object: the fields are validated by `validateRecord` for the exact section 5 texts. */
export const recordBodySchema = z.record(z.string(), z.unknown());

function fieldSchema(field: Pick<FieldDef, 'type' | 'required'>): z.ZodType {
  switch (field.type) {
    case 'bool':
      return z.boolean();
    case 'integer':
      return z.number().int().nullable();
    case 'number':
      return z.number().nullable();
    case 'choice':
      return z.union([z.string(), z.number()]).nullable();
    case 'textList':
      return z.array(z.string());
    case 'idList':
      return z.array(z.number().int());
    case 'text':
    case 'timezone':
      return z.string().nullable();
    // The newer types say what they hold precisely (OpenAPI formats), null only when optional.
    case 'date':
      return orNull(field, z.iso.date());
    case 'instant':
      return orNull(field, z.iso.datetime());
    case 'duration':
      return orNull(field, z.number().int());
    case 'money':
      return orNull(field, z.number());
    case 'ref':
      return orNull(field, z.number().int().positive());
    case 'valueMap':
      return z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
  }
}

function orNull(field: Pick<FieldDef, 'required'>, schema: z.ZodType): z.ZodType {
  return field.required ? schema : schema.nullable();
}

/**
 * A stored record as the API returns it: id, version and the fields (sensitive ones may be left
 * out), plus any computed columns (optional: a caller may get rows without them).
 */
export function recordSchema(fields: Fields, withId = true, computed: Record<string, ComputedDef> = {}) {
  const shape: Record<string, z.ZodType> = withId ? { id: z.number().int(), version: z.number().int() } : { version: z.number().int() };
  for (const [name, field] of Object.entries(fields)) {
    if (field.writeOnly) continue; // never answered
    shape[name] = field.sensitive ? fieldSchema(field).optional() : fieldSchema(field);
  }
  for (const [name, column] of Object.entries(computed)) shape[name] = fieldSchema(column).optional();
  return z.object(shape);
}

export const listResponseSchema = (record: z.ZodType) =>
  z.object({ results: z.array(record), cursor: z.string().optional(), supplementalData: z.record(z.string(), z.unknown()) });
export const saveResponseSchema = (record: z.ZodType) => z.object({ result: record });
