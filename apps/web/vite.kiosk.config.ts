import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The in-store screen's own build (kiosk.html → dist/kiosk/, decision 037): a second entry in
 * the storefront's build would re-split the chunks the storefront shares with it, and the
 * storefront's first download would change. Built after it (`npm run build`), served by the
 * server at /advertising_view.
 */
export default defineConfig({
  plugins: [react()],
  base: '/kiosk/',
  // The storefront's build already holds public/ (icons, sounds); the screen uses none of it.
  publicDir: false,
  build: { outDir: 'dist/kiosk', emptyOutDir: true, sourcemap: false, rollupOptions: { input: 'kiosk.html' } },
});
