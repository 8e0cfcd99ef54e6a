export * from './status';
export * from './policy';
