import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server render's build (decision 073): src/entry-server.tsx for Node, into dist/ssr/ (the
 * server never sends that folder). Everything is bundled in, React included, so the folder works
 * wherever the build is copied (the journeys serve a copy). CSS modules give the same class names
 * as the browser build; the CSS files themselves come from it.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
