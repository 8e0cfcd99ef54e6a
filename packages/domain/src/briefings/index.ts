export * from './applies';
export * from './questions';
