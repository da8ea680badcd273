import type { Plugin, Rollup } from 'vite';
// A relative path: Vite loads its config with Node, which cannot import the shared package's .ts by its name.
import { pagePreloadsTemplate } from '../../packages/shared/src/web/page-preloads';

/**
 * The route modules a page's first screen needs, by the server's page kinds (apps/server
 * plugins/web.ts `shellPage`). Keep in step with src/app/router.tsx: a module named here that the
 * build does not have as a route chunk fails the build.
 */
const PAGE_MODULES: Record<string, string[]> = {
  home: ['src/app/layouts/main/main-layout.tsx', 'src/features/home/home-page.tsx'],
  product: ['src/app/layouts/main/main-layout.tsx', 'src/features/catalogue/product-page.tsx'],
  // The other pages the server renders (decision 073, apps/server plugins/web-render.ts).
  search: ['src/app/layouts/main/main-layout.tsx', 'src/features/catalogue/search-page.tsx'],
  branches: ['src/app/layouts/main/main-layout.tsx', 'src/features/branches/branches-page.tsx'],
  branch: ['src/app/layouts/about-layout.tsx', 'src/features/branches/branch-page.tsx'],
  about: ['src/app/layouts/about-layout.tsx', 'src/features/about/about-page.tsx'],
  notFound: ['src/app/layouts/main/main-layout.tsx', 'src/features/not-found/not-found-page.tsx'],
};

/**
 * Writes, per page kind, the route chunks its first screen loads (and their CSS) into index.html
 * as inert `<template data-page-preloads="kind">` elements. The server turns the one for the
 * requested page into real preloads (web-shell.ts): the browser fetches those chunks with the
 * page instead of after the entry script has run and asked for them, and Vite's preload helper
 * finds them already linked (decision 049). The raw file (the service worker's offline shell)
 * preloads nothing more.
 */
export function pagePreloads(): Plugin {
  return {
    name: 'mostrador-page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        const inEntry = closure([entry.fileName], byFile);
        const templates = Object.entries(PAGE_MODULES).map(([kind, modules]) => {
          const roots = modules.map((module) => {
            const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/apps/web/${module}`));
            if (!chunk) throw new Error(`page-preloads: ${module} (${kind}) is not a route chunk of this build`);
            return chunk.fileName;
          });
          const files = [...closure(roots, byFile)].filter((file) => !inEntry.has(file));
          const css = new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
          const links = [
            ...files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
            ...[...css].map((file) => `<link rel="preload" as="style" href="/${file}">`),
          ];
          return pagePreloadsTemplate(kind, links.join(''));
        });
        return lowPriorityScripts(html).replace('</head>', `${templates.join('\n')}\n</head>`);
      },
    },
  };
}

/**
 * The entry and its preloads at a low priority (decision 085): on a slow network the stylesheets
 * and the pictures on screen come first, so the server's HTML is painted sooner; the scripts,
 * which only make that page interactive, follow on the same connection.
 */
function lowPriorityScripts(html: string): string {
  const entry = '<script type="module" crossorigin';
  // Vite writes the entry this way today; another shape would silently lose the priority.
  if (!html.includes(entry)) throw new Error(`page-preloads: no "${entry}" in index.html to give a low priority`);
  return html
    .replaceAll(entry, '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

/** The chunks and everything they import statically. */
function closure(roots: string[], byFile: Map<string, Rollup.OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}
