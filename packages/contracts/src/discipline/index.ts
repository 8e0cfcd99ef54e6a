export * from './infractions';
export * from './events';
export * from './ledger';
