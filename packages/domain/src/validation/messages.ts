/**
 * Default form messages (SPEC section 5), exact text. timeMaxValue really says 'at least':
 * the spec records it "as read", so we keep it rather than silently fix it.
 */
export const VALIDATION_MESSAGES = {
  required: '{attribute} is a required field.',
  email: 'must be a valid email address.',
  integer: 'must be a integer value.',
  numeric: 'must be a numeric value.',
  decimal: 'must be a decimal value.',
  phoneE164: 'must be a valid phone number.',
  between: 'must be between {min} and {max}.',
  minValue: 'must be at least {min}.',
  maxValue: 'must be no more than {max}.',
  minLength: 'at least {min} characters.',
  maxLength: 'no more than {max} characters.',
  dateTime: 'must be a valid datetime.',
  timeMinValue: 'at least {min}.',
  timeMaxValue: 'at least {max}.',
  time: 'must be a valid time.',
  unique: 'must be unique.',
  maxDecimalAccuracy: 'must not have more than {max} decimal places.',
} as const;

export type ValidationRule = keyof typeof VALIDATION_MESSAGES;

/** Replaces {name} placeholders; unknown placeholders stay as they are. */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : String(value);
  });
}

/** The default message of a rule with its parameters filled in. */
export function validationMessage(rule: ValidationRule, params: Record<string, string | number> = {}): string {
  return formatMessage(VALIDATION_MESSAGES[rule], params);
}
