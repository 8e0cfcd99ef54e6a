import type { FieldErrors, Fields } from '@punchline/contracts';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs from the loaded record (SPEC section 5: that is what dirty means). */
export function changedFields(fields: Fields, original: Record<string, unknown>, values: Record<string, unknown>): string[] {
  return Object.keys(fields).filter((name) => !same(original[name], values[name]));
}

/**
 * A new record's values over new starting values (defaults that loaded after the form appeared):
 * what the user already changed stays, everything else takes the new start.
 */
export function keepEdits(
  oldStart: Record<string, unknown>,
  newStart: Record<string, unknown>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const kept = { ...newStart };
  for (const name of new Set([...Object.keys(oldStart), ...Object.keys(values)])) {
    if (!same(oldStart[name], values[name])) kept[name] = values[name];
  }
  return kept;
}

/** An update sends the version it saw and only what changed (the server keeps the rest). */
export function updateBody(fields: Fields, original: Record<string, unknown>, values: Record<string, unknown>) {
  const body: Record<string, unknown> = { version: original.version };
  for (const name of changedFields(fields, original, values)) body[name] = values[name];
  return body;
}

/** Whether saving must first ask 'Confirm Save' (a change to a field that affects time cards). */
export function needsConfirmSave(
  def: { fields: Fields; confirmSave?: { fields: readonly string[] } },
  original: Record<string, unknown>,
  values: Record<string, unknown>,
  isNew: boolean,
): boolean {
  if (isNew || !def.confirmSave) return false;
  const changed = changedFields(def.fields, original, values);
  return def.confirmSave.fields.some((f) => changed.includes(f));
}

/** Server field errors (400 {field: [messages]}) for the fields the form shows; the rest is toast text. */
export function fieldErrorsFrom(fields: Fields, body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null) return {};
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(body)) {
    if (name in fields && Array.isArray(messages)) errors[name] = messages.map(String);
  }
  return errors;
}

/** Save is disabled when unchanged (existing item), invalid, read-only, saving or deleting. */
export function saveDisabled(s: { isNew: boolean; dirty: boolean; valid: boolean; readOnly: boolean; busy: boolean }): boolean {
  return (!s.isNew && !s.dirty) || !s.valid || s.readOnly || s.busy;
}
