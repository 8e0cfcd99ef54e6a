import {
  bulkImportMaxRows,
  FIELD_MESSAGES,
  type ApiErrorBody,
  type BulkImportBody,
  type BulkImportErrors,
  type FieldErrors,
  type ResourceDef,
  hiddenFields,
  uniqueMessage,
  withoutFields,
} from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { Caller } from '../resources/access';
import { checkForSave, insertChecked } from '../resources/resource.service';
import { serverOf, type HookContext } from '../resources/server-resources';
import type { Row } from '../resources/sql';

/** Rows that repeat an earlier row's unique value get the unique message (the database has neither yet). */
function duplicatesWithinBatch(def: ResourceDef, rows: Row[], errors: BulkImportErrors['rows']): void {
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.unique) continue;
    const within = typeof field.unique === 'object' ? field.unique.within : [];
    const seen = new Set<string>();
    rows.forEach((values, index) => {
      // A value the row never got (a refused row's hook did not run) cannot clash.
      if (values[name] == null || errors.some((e) => e.index === index && e.errors[name])) return;
      const key = JSON.stringify([String(values[name]).toLowerCase(), ...within.map((w) => values[w])]);
      if (seen.has(key)) {
        const row = errors.find((e) => e.index === index) ?? errors[errors.push({ index, errors: {} }) - 1]!;
        row.errors[name] = [uniqueMessage(field)];
      }
      seen.add(key);
    });
  }
}

/**
 * Every row's checks at once, not one after another: pg's pipeline mode sends every statement on
 * the one connection without waiting for the one before, so n rows cost PostgreSQL's work and not
 * n round trips (apps/server/bench/bulk-import.bench.ts). A refusal that is not about the row
 * (a seat limit) refuses the import; the first one is thrown once every row has settled.
 */
async function checkRows(hook: HookContext, items: Row[]): Promise<{ values: Row; errors: FieldErrors }[]> {
  const failures: unknown[] = [];
  const checked = await Promise.all(
    items.map((item) =>
      checkForSave(hook, item, null).catch((error: unknown) => {
        failures.push(error);
        return { values: item, errors: {} };
      }),
    ),
  );
  if (failures.length > 0) throw failures[0];
  return checked;
}

/**
 * Validates every row (field rules, the beforeSave hook's rules, uniqueness against the
 * organization and within the batch), then the beforeImport hook over the batch as a whole, and
 * creates them all in one transaction with one audit event each, or none at all: any invalid row
 * makes a 400 `{rows: [{index, errors}]}` listing every invalid row. dryRun stops after checking.
 */
export async function bulkImport(trx: TenantTx, def: ResourceDef, orgId: number, body: BulkImportBody, caller: Caller): Promise<Row[]> {
  const max = bulkImportMaxRows(def);
  if (body.items.length > max) throw ApiError.fields({ items: [FIELD_MESSAGES.tooManyItems(max)] });
  const hook = { trx, def, orgId, caller, importing: true };
  const checked = await checkRows(hook, body.items);
  const errors = checked.flatMap(({ errors: e }, index) => (Object.keys(e).length > 0 ? [{ index, errors: e }] : []));
  duplicatesWithinBatch(
    def,
    checked.map((c) => c.values),
    errors,
  );
  // Row errors nest one level deeper than the usual `{field: [messages]}` body.
  if (errors.length > 0) throw new ApiError(400, { rows: errors.sort((a, b) => a.index - b.index) } as unknown as ApiErrorBody);
  const rows = checked.map((c) => c.values);
  await serverOf(def).hooks?.beforeImport?.(hook, rows);
  // The answer, like any other, holds only what the caller may see (never a PIN's hash).
  const hidden = hiddenFields(def.fields, caller.viewer);
  const shown = (row: Row) => withoutFields(row, hidden);
  if (body.options.dryRun) return rows.map(shown);
  // Written pipelined as well; the statements still run in order, and the first failure aborts
  // the whole transaction.
  return (await Promise.all(rows.map((values) => insertChecked(hook, values)))).map(shown);
}
