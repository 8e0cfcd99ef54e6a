import { bulkImportMaxRows, RESOURCES, type FieldDef, type ResourceDef } from '@punchline/contracts';

// Bodies are small by default (DEFAULT_BODY_LIMIT: the largest record, a punch with two photos,
// fits many times over), smaller still on the routes anyone may call without signing in
// (PUBLIC_BODY_LIMIT), and large only on bulk import, which checks the caller's token before it
// reads the body. The bulk import limit is its largest legitimate request: as many rows as a
// definition allows (bulkImportMaxRows), each as large as its definition allows. It is derived
// from the definitions, so a bulk-importable resource with more or bigger rows raises it and
// nothing else does; a resource with large rows caps its import rows (`bulkImport: {maxRows}`).

/** JSON.stringify writes a UTF-16 code unit as at most 3 bytes of UTF-8 (an escaped quote 2). */
const BYTES_PER_CHAR = 3;
/** The longest text of a JS number: -1.7976931348623157e+308. */
const NUMBER_BYTES = 24;
/** Pretty-printed JSON: a newline and indentation per member. */
const WHITESPACE_BYTES = 8;
/** Every route's body limit unless it says otherwise: Fastify's own default, 1 MiB. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** The body limit of routes that take no credentials (pairing a clock): a code and a few names. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
const ROUND_TO = 64 * 1024;

const textBytes = (chars: number) => chars * BYTES_PER_CHAR + 2;

function valueBytes(field: FieldDef): number {
  switch (field.type) {
    case 'text':
    case 'timezone':
      return textBytes(field.maxLength ?? 200);
    case 'bool':
      return 5;
    case 'integer':
    case 'number':
    case 'duration':
    case 'money':
    case 'ref':
      return NUMBER_BYTES;
    case 'choice':
      return Math.max(NUMBER_BYTES, ...(field.choices ?? []).map((c) => textBytes(String(c).length)));
    case 'date':
      return 12;
    case 'instant':
      return 40;
    case 'textList':
      return (field.maxItems ?? 200) * (textBytes(field.maxLength ?? 200) + 1) + 2;
    case 'idList':
      return (field.maxItems ?? 500) * (NUMBER_BYTES + 1) + 2;
    case 'valueMap':
      return (field.maxItems ?? 200) * (textBytes(20) + 1 + textBytes(field.maxLength ?? 200) + 1) + 2;
  }
}

/** The most bytes one row of this definition takes in a request, with its id and version. */
export function maxRowBytes(fields: Record<string, FieldDef>): number {
  const members = Object.entries(fields).map(([name, field]) => textBytes(name.length) + 1 + valueBytes(field) + 1 + WHITESPACE_BYTES);
  const idAndVersion = 2 * (textBytes(7) + 1 + NUMBER_BYTES + 1 + WHITESPACE_BYTES);
  return members.reduce((a, b) => a + b, 2 + idAndVersion);
}

/** The most bytes one bulk import of this definition takes: its row cap times its largest row. */
export function maxImportBytes(def: ResourceDef): number {
  return bulkImportMaxRows(def) * maxRowBytes(def.fields);
}

/** Bulk import's bodyLimit: the largest bulk import, and never below the default. */
export function bulkImportBodyLimit(): number {
  const needed = Math.max(0, ...RESOURCES.map(maxImportBytes)) + 4096; // plus the envelope: path and options
  return Math.ceil(Math.max(needed, DEFAULT_BODY_LIMIT) / ROUND_TO) * ROUND_TO;
}
