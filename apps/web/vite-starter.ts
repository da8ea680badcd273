import { readFileSync } from 'node:fs';
import { minify, type Plugin } from 'vite';

/**
 * The rendered pages' starter (decision 088), minified into the build's root as
 * `start-after-picture.js`: it is part of every rendered page's first download.
 */
export function starter(): Plugin {
  const source = new URL('./starter/start-after-picture.js', import.meta.url);
  return {
    name: 'mostrador-starter',
    apply: 'build',
    async generateBundle() {
      const { code, errors } = await minify('start-after-picture.js', readFileSync(source, 'utf8'), { compress: true, mangle: true });
      if (errors.length > 0) throw new Error(`start-after-picture.js: ${errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: 'start-after-picture.js', source: code });
    },
  };
}
