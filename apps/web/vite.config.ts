import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pagePreloads } from './vite-page-preloads';
import { starter } from './vite-starter';

const API = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    pagePreloads(),
    starter(),
    // The service worker (src/sw.ts) gets this build's shell list; the page registers it lazily
    // (features/push) and the server builds the manifest from the company (decision 028).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'], maximumFileSizeToCacheInBytes: 3_000_000 },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': API, '/media': API, '/socket.io': { target: API, ws: true } },
  },
  // No modulepreload polyfill: a browser without modulepreload (Safari before 17) still loads every
  // module through its imports, only without the head start, and the polyfill's bytes were part of
  // every visitor's first download (issue 36's 160 KB).
  build: { outDir: 'dist', sourcemap: false, modulePreload: { polyfill: false } },
});
