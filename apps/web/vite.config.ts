import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

// The console reports the product's version (the root package), as the server does.
const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const server = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    port: 5173,
    proxy: { '/api': server, '/auth': server, '/healthz': server, '/version.json': server, '/console-config.json': server },
  },
  build: { outDir: process.env.WEB_OUT_DIR ?? 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 800 },
});
