import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': API, '/media': API, '/socket.io': { target: API, ws: true } },
  },
  build: { outDir: 'dist', sourcemap: false },
});
