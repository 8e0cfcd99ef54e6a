// The device API's contract (docs/device-api.md): what a clock sends and gets back. Its own entry
// point, @punchline/contracts/device, so a clock imports it without the console's contracts.
export * from './identification';
export * from './config';
export * from './punch';
export * from './schedule';
export * from './time-off';
export * from './pay-stubs';
export * from './discipline';
export * from './messages';
export * from './credentials';
export * from './briefings';
export * from './health';
