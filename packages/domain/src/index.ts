// The public surface of @punchline/domain: pure rules shared by server and console.
export * from './session';
export * from './routes';
export * from './format';
export * from './validation';
export * from './constants';
export * from './time';
export * from './export-templates';
export * from './costing';
export * from './time/convert-eligibility';
export * from './geo';
export * from './dashboard';
export * from './schedule';
export * from './time-off';
export * from './payroll';
export * from './discipline';
export * from './billing';
// Credentials and documents (issue 35).
export * from './credentials';
// Briefings (issue 35).
export * from './briefings';
// Health and safety (issue 35).
export * from './health';
