/// <reference types="vite/client" />

/** The product's version (root package.json), sent as the clock's app version. */
declare const __APP_VERSION__: string;
