// The costing selection (SPEC sections 3-6): its rules, transitions and which fields show.
export * from './types';
export * from './belongs';
export * from './app-version';
export * from './validate';
export * from './transitions';
