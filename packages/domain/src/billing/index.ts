export * from './states';
export * from './plans';
export * from './periods';
export * from './money';
