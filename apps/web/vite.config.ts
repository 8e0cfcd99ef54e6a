import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0') },
  server: {
    port: 5173,
    proxy: { '/api': server, '/auth': server, '/healthz': server, '/version.json': server, '/console-config.json': server },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
});
