import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The web clock is served by the same server as the console, under /clock/ (http/console-static.ts).
const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const server = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  base: '/clock/',
  plugins: [
    react(),
    VitePWA({
      // The worker installs the app shell so the clock opens without a network; punches taken
      // then wait in IndexedDB (src/outbox.ts), never in the worker, so nothing under /api is cached.
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'Punchline Clock',
        short_name: 'Clock',
        description: 'Clock in and out at work.',
        id: '/clock/',
        start_url: '/clock/',
        scope: '/clock/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0f2530',
        theme_color: '#0f2530',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/clock/index.html',
        navigateFallbackAllowlist: [/^\/clock\//],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        cleanupOutdatedCaches: true,
        // A clock opened once and then cut off must still reload: the new worker takes the open
        // page at once instead of waiting for the next visit.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { port: 5174, proxy: { '/api': server } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
