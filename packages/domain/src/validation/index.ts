export * from './messages';
export * from './validators';
export * from './pay-period-start';
export * from './error-text';
export * from './time-zone';
export * from './pin';
