// The ways a clock identifies a worker, read from a stored jsonb list (a device's
// identification_method_list, the clock defaults). Its own file so that device-auth and
// clock-settings can both read it without importing each other.
import { IDENTIFICATION_METHODS } from '@punchline/contracts';

/** How a clock identifies a worker (the clock defaults' choices). */
export type IdentificationMethod = (typeof IDENTIFICATION_METHODS)[number];

/** The known methods in a stored list, in their usual order; anything else is dropped. */
export const methodsOf = (value: unknown): IdentificationMethod[] =>
  Array.isArray(value) ? IDENTIFICATION_METHODS.filter((m) => value.includes(m)) : [];
