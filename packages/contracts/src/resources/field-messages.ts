import { MESSAGES, validationMessage } from '@punchline/domain';

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
