// The dashboard's rules (SPEC sections 4 and 9).
export * from './chart';
