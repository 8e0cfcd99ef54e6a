export * from './pay-runs';
export * from './pay-exports';
export * from './pay-stubs';
