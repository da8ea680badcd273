import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The courier's phone page as its own build (courier.html → dist/courier-app/, decision 080), as
 * the in-store screen's (decision 037): inside the storefront's build the page rides its entry
 * (React, the router, start-up), over the 120 KB the page may load before its list. Built after
 * the storefront (`npm run build`), served by the server at /courier.
 */
export default defineConfig({
  plugins: [react()],
  base: '/courier-app/',
  // The storefront's build already holds public/ (icons, sounds).
  publicDir: false,
  build: { outDir: 'dist/courier-app', emptyOutDir: true, sourcemap: false, rollupOptions: { input: 'courier.html' } },
});
