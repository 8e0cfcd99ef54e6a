import type { ResourceDef } from '@punchline/contracts';
import { displayValue } from '../formats/display';

/** Prints the form's record as a two-column table (field, value) in print mode. */
export async function printRecord(def: ResourceDef, values: Record<string, unknown>): Promise<void> {
  const { printTable } = await import('../exports/print');
  const body = Object.entries(def.fields)
    .filter(([, field]) => !field.sensitive && !field.writeOnly && field.type !== 'valueMap')
    .map(([name, field]) => [field.label, displayValue(field, values[name])]);
  await printTable({ title: def.label, headers: ['Field', 'Value'], body });
}
