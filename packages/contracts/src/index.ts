export * from './errors';
export * from './system';
export * from './auth';
export * from './orgs';
export * from './session';
export * from './messages';
export * from './resources';
export * from './identity';
