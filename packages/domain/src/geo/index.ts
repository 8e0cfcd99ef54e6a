export * from './geometry';
export * from './verdict';
