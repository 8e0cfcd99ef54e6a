export * from './shifts';
export * from './versions';
export * from './template-slots';
