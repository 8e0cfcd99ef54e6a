// jsonb columns read as JsonValue (db/generated/database.ts): PostgreSQL does not know their shape.
// These read the common shapes; anything else reads as empty, as a missing value would.

/** The ids of a jsonb array of ids (stored as numbers, older rows as numeric strings). */
export const jsonIds = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);
