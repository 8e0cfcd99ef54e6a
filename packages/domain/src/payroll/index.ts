export * from './types';
export * from './net-pay';
export * from './salary';
export { MAX_ACCURACY } from './money';
