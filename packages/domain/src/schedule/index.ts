export * from './shifts';
export * from './versions';
