import { MESSAGES, validationMessage } from '@punchline/domain';
import type { FieldDef } from './define';

/** The message for a value outside a field's choices (the spec's default invalid-selection text). */
export const INVALID_CHOICE = MESSAGES.costingSelectionInvalid;

/**
 * Messages the spec has no text for, worded like its section 5 ones ('must be a valid time.').
 * The instant ones say what is missing, since 'must be a valid datetime.' alone would not.
 */
export const FIELD_MESSAGES = {
  date: 'must be a valid date.',
  dateTime: validationMessage('dateTime'),
  dateTimeOffset: 'must include a time zone offset (Z or +hh:mm).',
  duration: 'must be a whole number of minutes or h:mm.',
  tooManyItems: (max: number) => `no more than ${max} items.`,
  notBefore: (from: string) => `must be on or after ${from}.`,
} as const;

/**
 * The message for a value another record already holds. A secret (a write-only field: a worker's
 * PIN) says only to choose another: 'must be unique.' would tell whoever tries PINs in the
 * worker form that this one opens someone's clock.
 */
export function uniqueMessage(field: Pick<FieldDef, 'writeOnly' | 'label'>): string {
  return field.writeOnly ? `choose another ${field.label}.` : validationMessage('unique');
}
