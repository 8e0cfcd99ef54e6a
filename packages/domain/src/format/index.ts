export * from './preferences';
export type { DateInput, InstantInput, TimeInput } from './temporal-input';
export * from './date-time';
export * from './numbers';
export * from './duration';
export * from './name';
export * from './units';
export * from './calendar';
export * from './exact-pay';
