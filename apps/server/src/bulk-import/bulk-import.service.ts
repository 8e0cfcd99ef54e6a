import type { ApiErrorBody, BulkImportBody, BulkImportErrors, ResourceDef } from '@punchline/contracts';
import { validationMessage } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { Caller } from '../resources/access';
import { checkForSave, insertChecked } from '../resources/resource.service';
import type { Row } from '../resources/sql';

/** Rows that repeat an earlier row's unique value get the unique message (the database has neither yet). */
function duplicatesWithinBatch(def: ResourceDef, rows: Row[], errors: BulkImportErrors['rows']): void {
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.unique) continue;
    const within = typeof field.unique === 'object' ? field.unique.within : [];
    const seen = new Set<string>();
    rows.forEach((values, index) => {
      if (values[name] === null || errors.some((e) => e.index === index && e.errors[name])) return;
      const key = JSON.stringify([String(values[name]).toLowerCase(), ...within.map((w) => values[w])]);
      if (seen.has(key)) {
        const row = errors.find((e) => e.index === index) ?? errors[errors.push({ index, errors: {} }) - 1]!;
        row.errors[name] = [validationMessage('unique')];
      }
      seen.add(key);
    });
  }
}

/**
 * Validates every row (field rules, uniqueness against the organization and within the batch)
 * and creates them all in one transaction with one audit event each, or none at all: any invalid
 * row makes a 400 `{rows: [{index, errors}]}` listing every invalid row. dryRun stops after checking.
 */
export async function bulkImport(trx: TenantTx, def: ResourceDef, orgId: number, body: BulkImportBody, caller: Caller): Promise<Row[]> {
  const hook = { trx, def, orgId, caller };
  // Rows are checked and written all at once, not one after another: pg's pipeline mode sends
  // every statement on the one connection without waiting for the one before, so n rows cost
  // PostgreSQL's work and not n round trips (apps/server/bench/bulk-import.bench.ts). The
  // statements still run in order, and the first failure aborts the whole transaction.
  const checked = await Promise.all(body.items.map((item) => checkForSave(hook, item, null)));
  const errors = checked.flatMap(({ errors: e }, index) => (Object.keys(e).length > 0 ? [{ index, errors: e }] : []));
  duplicatesWithinBatch(
    def,
    checked.map((c) => c.values),
    errors,
  );
  // Row errors nest one level deeper than the usual `{field: [messages]}` body.
  if (errors.length > 0) throw new ApiError(400, { rows: errors.sort((a, b) => a.index - b.index) } as unknown as ApiErrorBody);
  if (body.options.dryRun) return checked.map((c) => c.values);
  return Promise.all(checked.map(({ values }) => insertChecked(hook, values)));
}
