import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // The first render of a lazy page transforms its whole chunk (the theme editor's takes ~5 s
    // when the 2 cores are busy): a slow import is not a failure; findBy still bounds each wait.
    testTimeout: 20_000,
  },
});
