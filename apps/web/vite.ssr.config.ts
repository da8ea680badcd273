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
  // Vite leaves process.env.NODE_ENV alone in a server build, so the bundled React picked its
  // development build whenever the server ran without NODE_ENV=production (demo, bench): a render
  // checked and traced every element. The browser build is production; the server's must be too.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // For the same reason the JSX transform is production's whatever NODE_ENV the build runs with:
  // Vite's default (development unless NODE_ENV=production) would emit jsxDEV calls, which the
  // production React bundled above does not have (a build inside Vitest, NODE_ENV=test, did).
  oxc: { jsx: { development: false } },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
