export * from './types';
export * from './points';
export * from './find';
export * from './ledger';
