export * from './types';
export * from './accrual-rules';
export * from './ledger';
export * from './request-days';
